import { Migration } from '@mikro-orm/migrations';

export class Migration20261202125945_offers extends Migration {

  override name = 'Migration20261202125945_offers';

  override up(): void | Promise<void> {
    this.addSql(`create table \`offer\` (\`id\` integer not null primary key autoincrement, \`hold_id\` integer null, \`application_id\` integer not null, \`venue_id\` integer not null, \`date\` text not null, \`deal_kind\` text not null, \`fee\` integer null, \`door_deal\` text null, \`doors_at\` datetime null, \`starts_at\` datetime not null, \`ends_at\` datetime not null, \`hospitality\` text null, \`rider\` text null, \`message\` text null, \`status\` text not null default 'sent', \`token_hash\` text not null, \`event_id\` integer null, \`artist_id\` integer null, \`created_by_id\` integer null, \`created_at\` datetime not null, \`answered_at\` datetime null, constraint \`offer_hold_id_foreign\` foreign key (\`hold_id\`) references \`hold\` (\`id\`) on delete set null, constraint \`offer_application_id_foreign\` foreign key (\`application_id\`) references \`application\` (\`id\`) on delete cascade, constraint \`offer_venue_id_foreign\` foreign key (\`venue_id\`) references \`venue\` (\`id\`) on delete cascade, constraint \`offer_event_id_foreign\` foreign key (\`event_id\`) references \`event\` (\`id\`) on delete set null, constraint \`offer_artist_id_foreign\` foreign key (\`artist_id\`) references \`artist\` (\`id\`) on delete set null, constraint \`offer_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`offer_hold_id_index\` on \`offer\` (\`hold_id\`);`);
    this.addSql(`create index \`offer_application_id_index\` on \`offer\` (\`application_id\`);`);
    this.addSql(`create index \`offer_venue_id_index\` on \`offer\` (\`venue_id\`);`);
    this.addSql(`create unique index \`offer_token_hash_unique\` on \`offer\` (\`token_hash\`);`);
    this.addSql(`create index \`offer_event_id_index\` on \`offer\` (\`event_id\`);`);
    this.addSql(`create index \`offer_artist_id_index\` on \`offer\` (\`artist_id\`);`);
    this.addSql(`create index \`offer_created_by_id_index\` on \`offer\` (\`created_by_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`offer\`;`);
  }

}
