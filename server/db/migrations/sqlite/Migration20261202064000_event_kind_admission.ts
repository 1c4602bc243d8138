import { Migration } from '@mikro-orm/migrations';

export class Migration20261202064000_event_kind_admission extends Migration {

  override name = 'Migration20261202064000_event_kind_admission';

  // Added at the end rather than rebuilt in the entity's order: the rebuild the generator wrote copied null into the new not-null columns.
  override up(): void | Promise<void> {
    this.addSql(`alter table \`event\` add column \`kind\` text check (\`kind\` in ('concert', 'bar-night', 'quiz', 'dj', 'workshop', 'communal-dinner', 'other')) not null default 'concert';`);
    this.addSql(`alter table \`event\` add column \`admission\` text check (\`admission\` in ('ticket', 'free', 'door', 'reservation')) not null default 'ticket';`);
    this.addSql(`alter table \`event\` add column \`door_price\` integer null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`event\` drop column \`kind\`;`);
    this.addSql(`alter table \`event\` drop column \`admission\`;`);
    this.addSql(`alter table \`event\` drop column \`door_price\`;`);
  }

}
