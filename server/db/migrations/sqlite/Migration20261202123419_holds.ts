import { Migration } from '@mikro-orm/migrations';

export class Migration20261202123419_holds extends Migration {

  override name = 'Migration20261202123419_holds';

  override up(): void | Promise<void> {
    this.addSql(`create table \`hold\` (\`id\` integer not null primary key autoincrement, \`venue_id\` integer not null, \`date\` text not null, \`rank\` integer not null, \`expires_on\` text not null, \`application_id\` integer null, \`artist_id\` integer null, \`note\` text null, \`created_by_id\` integer null, \`created_at\` datetime not null, \`reminded_at\` datetime null, constraint \`hold_venue_id_foreign\` foreign key (\`venue_id\`) references \`venue\` (\`id\`) on delete cascade, constraint \`hold_application_id_foreign\` foreign key (\`application_id\`) references \`application\` (\`id\`) on delete cascade, constraint \`hold_artist_id_foreign\` foreign key (\`artist_id\`) references \`artist\` (\`id\`) on delete cascade, constraint \`hold_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`hold_venue_id_index\` on \`hold\` (\`venue_id\`);`);
    this.addSql(`create index \`hold_application_id_index\` on \`hold\` (\`application_id\`);`);
    this.addSql(`create index \`hold_artist_id_index\` on \`hold\` (\`artist_id\`);`);
    this.addSql(`create index \`hold_created_by_id_index\` on \`hold\` (\`created_by_id\`);`);
    this.addSql(`create index \`hold_expires_on_index\` on \`hold\` (\`expires_on\`);`);
    this.addSql(`create unique index \`hold_venue_id_date_rank_unique\` on \`hold\` (\`venue_id\`, \`date\`, \`rank\`);`);

    this.addSql(`create table \`closed_date\` (\`id\` integer not null primary key autoincrement, \`venue_id\` integer not null, \`date\` text not null, \`reason\` text null, constraint \`closed_date_venue_id_foreign\` foreign key (\`venue_id\`) references \`venue\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`closed_date_venue_id_index\` on \`closed_date\` (\`venue_id\`);`);
    this.addSql(`create unique index \`closed_date_venue_id_date_unique\` on \`closed_date\` (\`venue_id\`, \`date\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`hold\`;`);
    this.addSql(`drop table if exists \`closed_date\`;`);
  }

}
