import { Migration } from '@mikro-orm/migrations';

export class Migration20261202060510_applications extends Migration {

  override name = 'Migration20261202060510_applications';

  override up(): void | Promise<void> {
    this.addSql(`create table \`application_settings\` (\`id\` integer not null primary key, \`intro\` text null, \`closed\` integer not null default false, \`closed_message\` text null, \`fields\` json not null, \`retention_months\` integer not null default 6, \`reviewing_text\` text null, \`offer_text\` text null, \`booked_text\` text null, \`declined_text\` text null);`);

    this.addSql(`create table \`application\` (\`id\` integer not null primary key autoincrement, \`act_name\` text not null, \`contact_name\` text not null, \`email\` text not null, \`phone\` text null, \`town\` text null, \`genres\` json not null, \`links\` json not null, \`text\` text null, \`picture_id\` integer null, \`months\` json not null, \`dates\` text null, \`lineup_size\` integer null, \`technical_needs\` text null, \`deal\` text null, \`status\` text not null default 'new', \`status_changed_at\` datetime not null, \`consented_at\` datetime not null, \`token_hash\` text not null, \`created_at\` datetime not null, constraint \`application_picture_id_foreign\` foreign key (\`picture_id\`) references \`image\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`application_picture_id_index\` on \`application\` (\`picture_id\`);`);
    this.addSql(`create unique index \`application_token_hash_unique\` on \`application\` (\`token_hash\`);`);
    this.addSql(`create index \`application_status_status_changed_at_index\` on \`application\` (\`status\`, \`status_changed_at\`);`);

    this.addSql(`create table \`application_vote\` (\`id\` integer not null primary key autoincrement, \`application_id\` integer not null, \`member_id\` integer not null, \`vote\` text not null, \`voted_at\` datetime not null, constraint \`application_vote_application_id_foreign\` foreign key (\`application_id\`) references \`application\` (\`id\`) on delete cascade, constraint \`application_vote_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`application_vote_application_id_index\` on \`application_vote\` (\`application_id\`);`);
    this.addSql(`create index \`application_vote_member_id_index\` on \`application_vote\` (\`member_id\`);`);
    this.addSql(`create unique index \`application_vote_application_id_member_id_unique\` on \`application_vote\` (\`application_id\`, \`member_id\`);`);

    this.addSql(`create table \`application_comment\` (\`id\` integer not null primary key autoincrement, \`application_id\` integer not null, \`member_id\` integer null, \`text\` text not null, \`created_at\` datetime not null, constraint \`application_comment_application_id_foreign\` foreign key (\`application_id\`) references \`application\` (\`id\`) on delete cascade, constraint \`application_comment_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`application_comment_application_id_index\` on \`application_comment\` (\`application_id\`);`);
    this.addSql(`create index \`application_comment_member_id_index\` on \`application_comment\` (\`member_id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`application_settings\`;`);
    this.addSql(`drop table if exists \`application\`;`);
    this.addSql(`drop table if exists \`application_vote\`;`);
    this.addSql(`drop table if exists \`application_comment\`;`);
  }

}
