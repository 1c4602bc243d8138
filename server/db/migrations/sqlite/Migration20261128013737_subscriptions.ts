import { Migration } from '@mikro-orm/migrations';

export class Migration20261128013737_subscriptions extends Migration {

  override name = 'Migration20261128013737_subscriptions';

  override up(): void | Promise<void> {
    this.addSql(`create table \`digest\` (\`id\` integer not null primary key autoincrement, \`slot\` text not null, \`since\` bigint not null, \`until\` bigint not null, \`recipients\` integer not null default 0, \`composed_at\` bigint null, \`last_subscriber\` integer not null default 0);`);
    this.addSql(`create unique index \`digest_slot_unique\` on \`digest\` (\`slot\`);`);
    this.addSql(`create index \`digest_until_index\` on \`digest\` (\`until\`);`);

    this.addSql(`create table \`subscriber\` (\`id\` integer not null primary key autoincrement, \`email\` text not null, \`confirmed_at\` datetime null, \`created_at\` datetime not null, \`member_id\` integer null, constraint \`subscriber_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`subscriber_email_unique\` on \`subscriber\` (\`email\`);`);
    this.addSql(`create index \`subscriber_member_id_index\` on \`subscriber\` (\`member_id\`);`);

    this.addSql(`create table \`subscriber_follow\` (\`id\` integer not null primary key autoincrement, \`subscriber_id\` integer not null, \`kind\` text not null, \`ref_id\` integer not null, \`pending\` integer not null, constraint \`subscriber_follow_subscriber_id_foreign\` foreign key (\`subscriber_id\`) references \`subscriber\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`subscriber_follow_subscriber_id_index\` on \`subscriber_follow\` (\`subscriber_id\`);`);
    this.addSql(`create index \`subscriber_follow_kind_ref_id_index\` on \`subscriber_follow\` (\`kind\`, \`ref_id\`);`);
    this.addSql(`create unique index \`subscriber_follow_subscriber_id_kind_ref_id_pending_unique\` on \`subscriber_follow\` (\`subscriber_id\`, \`kind\`, \`ref_id\`, \`pending\`);`);

    this.addSql(`create table \`subscriber_mail\` (\`id\` text not null primary key, \`subscriber_id\` integer not null, \`kind\` text not null, \`payload\` text null, \`digest_id\` integer null, \`status\` text not null, \`attempts\` integer not null, \`next_attempt_at\` bigint null, \`created_at\` bigint not null, \`last_attempt_at\` bigint null, \`error\` text null, constraint \`subscriber_mail_subscriber_id_foreign\` foreign key (\`subscriber_id\`) references \`subscriber\` (\`id\`) on delete cascade, constraint \`subscriber_mail_digest_id_foreign\` foreign key (\`digest_id\`) references \`digest\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`subscriber_mail_subscriber_id_index\` on \`subscriber_mail\` (\`subscriber_id\`);`);
    this.addSql(`create index \`subscriber_mail_digest_id_index\` on \`subscriber_mail\` (\`digest_id\`);`);
    this.addSql(`create index \`subscriber_mail_next_attempt_at_index\` on \`subscriber_mail\` (\`next_attempt_at\`);`);
    this.addSql(`create index \`subscriber_mail_last_attempt_at_index\` on \`subscriber_mail\` (\`last_attempt_at\`);`);

    this.addSql(`create table \`subscriber_token\` (\`token_hash\` text not null primary key, \`subscriber_id\` integer not null, \`created_at\` bigint not null, constraint \`subscriber_token_subscriber_id_foreign\` foreign key (\`subscriber_id\`) references \`subscriber\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`subscriber_token_subscriber_id_index\` on \`subscriber_token\` (\`subscriber_id\`);`);

    this.addSql(`create table \`programme_change\` (\`id\` integer not null primary key autoincrement, \`event_id\` integer not null, \`kind\` text not null, \`at\` bigint not null, constraint \`programme_change_event_id_foreign\` foreign key (\`event_id\`) references \`event\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`programme_change_event_id_index\` on \`programme_change\` (\`event_id\`);`);
    this.addSql(`create index \`programme_change_at_index\` on \`programme_change\` (\`at\`);`);

    this.addSql(`alter table \`site_settings\` add column \`digest_weekday\` integer not null default 1;`);
    this.addSql(`alter table \`site_settings\` add column \`digest_hour\` integer not null default 10;`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`digest\`;`);
    this.addSql(`drop table if exists \`subscriber\`;`);
    this.addSql(`drop table if exists \`subscriber_follow\`;`);
    this.addSql(`drop table if exists \`subscriber_mail\`;`);
    this.addSql(`drop table if exists \`subscriber_token\`;`);
    this.addSql(`drop table if exists \`programme_change\`;`);

    this.addSql(`alter table \`site_settings\` drop column \`digest_weekday\`;`);
    this.addSql(`alter table \`site_settings\` drop column \`digest_hour\`;`);
  }

}
