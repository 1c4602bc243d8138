import { Migration } from '@mikro-orm/migrations';

export class Migration20261126170500_event_details extends Migration {

  override name = 'Migration20261126170500_event_details';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`event\` add column \`doors_at\` datetime null;`);
    this.addSql(`alter table \`event\` add column \`price\` text null;`);
    this.addSql(`alter table \`event\` add column \`age_limit\` integer null;`);
    this.addSql(`alter table \`event\` add column \`status\` text check (\`status\` in ('scheduled', 'sold-out', 'cancelled', 'postponed')) not null default 'scheduled';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`event\` drop column \`doors_at\`;`);
    this.addSql(`alter table \`event\` drop column \`price\`;`);
    this.addSql(`alter table \`event\` drop column \`age_limit\`;`);
    this.addSql(`alter table \`event\` drop column \`status\`;`);
  }

}
