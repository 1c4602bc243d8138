import { Migration } from '@mikro-orm/migrations';

export class Migration20261202151105_reservations extends Migration {

  override name = 'Migration20261202151105_reservations';

  override up(): void | Promise<void> {
    this.addSql(`create table \`reservation\` (\`id\` integer not null primary key autoincrement, \`event_id\` integer not null, \`name\` text not null, \`email\` text not null, \`places\` integer not null, \`status\` text not null, \`token_hash\` text not null, \`created_at\` datetime not null, \`expires_at\` datetime null, \`confirmed_at\` datetime null, \`queued_at\` datetime null, constraint \`reservation_event_id_foreign\` foreign key (\`event_id\`) references \`event\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`reservation_event_id_index\` on \`reservation\` (\`event_id\`);`);
    this.addSql(`create unique index \`reservation_token_hash_unique\` on \`reservation\` (\`token_hash\`);`);
    this.addSql(`create index \`reservation_expires_at_index\` on \`reservation\` (\`expires_at\`);`);

    this.addSql(`alter table \`event\` add column \`reservation_capacity\` integer null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`reservation\`;`);

    this.addSql(`alter table \`event\` drop column \`reservation_capacity\`;`);
  }

}
