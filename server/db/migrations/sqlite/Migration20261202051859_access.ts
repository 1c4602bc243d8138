import { Migration } from '@mikro-orm/migrations';

export class Migration20261202051859_access extends Migration {

  override name = 'Migration20261202051859_access';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`venue\` add column \`access_step_free\` text check (\`access_step_free\` in ('yes', 'partly', 'no')) null;`);
    this.addSql(`alter table \`venue\` add column \`access_accessible_toilet\` integer null;`);
    this.addSql(`alter table \`venue\` add column \`access_hearing_loop\` integer null;`);
    this.addSql(`alter table \`venue\` add column \`access_seating\` integer null;`);
    this.addSql(`alter table \`venue\` add column \`access_quiet_room\` integer null;`);
    this.addSql(`alter table \`venue\` add column \`access_disabled_parking\` integer null;`);
    this.addSql(`alter table \`venue\` add column \`access_companion_card\` integer null;`);
    this.addSql(`alter table \`venue\` add column \`access_note\` text null;`);

    this.addSql(`alter table \`event\` add column \`access_sign_language\` integer null;`);
    this.addSql(`alter table \`event\` add column \`access_relaxed_performance\` integer null;`);
    this.addSql(`alter table \`event\` add column \`access_strobe_light\` integer null;`);
    this.addSql(`alter table \`event\` add column \`access_loud_music\` integer null;`);
    this.addSql(`alter table \`event\` add column \`access_note\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`event\` drop column \`access_sign_language\`;`);
    this.addSql(`alter table \`event\` drop column \`access_relaxed_performance\`;`);
    this.addSql(`alter table \`event\` drop column \`access_strobe_light\`;`);
    this.addSql(`alter table \`event\` drop column \`access_loud_music\`;`);
    this.addSql(`alter table \`event\` drop column \`access_note\`;`);

    this.addSql(`alter table \`venue\` drop column \`access_step_free\`;`);
    this.addSql(`alter table \`venue\` drop column \`access_accessible_toilet\`;`);
    this.addSql(`alter table \`venue\` drop column \`access_hearing_loop\`;`);
    this.addSql(`alter table \`venue\` drop column \`access_seating\`;`);
    this.addSql(`alter table \`venue\` drop column \`access_quiet_room\`;`);
    this.addSql(`alter table \`venue\` drop column \`access_disabled_parking\`;`);
    this.addSql(`alter table \`venue\` drop column \`access_companion_card\`;`);
    this.addSql(`alter table \`venue\` drop column \`access_note\`;`);
  }

}
