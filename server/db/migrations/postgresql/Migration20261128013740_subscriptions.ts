import { Migration } from '@mikro-orm/migrations';

export class Migration20261128013740_subscriptions extends Migration {

  override name = 'Migration20261128013740_subscriptions';

  override up(): void | Promise<void> {
    this.addSql(`create table "digest" ("id" serial primary key, "slot" varchar(40) not null, "since" bigint not null, "until" bigint not null, "recipients" int not null default 0, "composed_at" bigint null, "last_subscriber" int not null default 0);`);
    this.addSql(`alter table "digest" add constraint "digest_slot_unique" unique ("slot");`);
    this.addSql(`create index "digest_until_index" on "digest" ("until");`);

    this.addSql(`create table "subscriber" ("id" serial primary key, "email" varchar(254) not null, "confirmed_at" timestamptz null, "created_at" timestamptz not null, "member_id" int null);`);
    this.addSql(`alter table "subscriber" add constraint "subscriber_email_unique" unique ("email");`);
    this.addSql(`create index "subscriber_member_id_index" on "subscriber" ("member_id");`);

    this.addSql(`create table "subscriber_follow" ("id" serial primary key, "subscriber_id" int not null, "kind" varchar(10) not null, "ref_id" int not null, "pending" boolean not null);`);
    this.addSql(`create index "subscriber_follow_kind_ref_id_index" on "subscriber_follow" ("kind", "ref_id");`);
    this.addSql(`alter table "subscriber_follow" add constraint "subscriber_follow_subscriber_id_kind_ref_id_pending_unique" unique ("subscriber_id", "kind", "ref_id", "pending");`);

    this.addSql(`create table "subscriber_mail" ("id" varchar(60) not null, "subscriber_id" int not null, "kind" varchar(10) not null, "payload" text null, "digest_id" int null, "status" varchar(20) not null, "attempts" int not null, "next_attempt_at" bigint null, "created_at" bigint not null, "last_attempt_at" bigint null, "error" varchar(200) null, primary key ("id"));`);
    this.addSql(`create index "subscriber_mail_subscriber_id_index" on "subscriber_mail" ("subscriber_id");`);
    this.addSql(`create index "subscriber_mail_digest_id_index" on "subscriber_mail" ("digest_id");`);
    this.addSql(`create index "subscriber_mail_next_attempt_at_index" on "subscriber_mail" ("next_attempt_at");`);
    this.addSql(`create index "subscriber_mail_last_attempt_at_index" on "subscriber_mail" ("last_attempt_at");`);

    this.addSql(`create table "subscriber_token" ("token_hash" varchar(64) not null, "subscriber_id" int not null, "created_at" bigint not null, primary key ("token_hash"));`);
    this.addSql(`create index "subscriber_token_subscriber_id_index" on "subscriber_token" ("subscriber_id");`);

    this.addSql(`create table "programme_change" ("id" serial primary key, "event_id" int not null, "kind" varchar(20) not null, "at" bigint not null);`);
    this.addSql(`create index "programme_change_event_id_index" on "programme_change" ("event_id");`);
    this.addSql(`create index "programme_change_at_index" on "programme_change" ("at");`);

    this.addSql(`alter table "site_settings" add "digest_weekday" int not null default 1, add "digest_hour" int not null default 10;`);

    this.addSql(`alter table "subscriber" add constraint "subscriber_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete cascade;`);

    this.addSql(`alter table "subscriber_follow" add constraint "subscriber_follow_subscriber_id_foreign" foreign key ("subscriber_id") references "subscriber" ("id") on delete cascade;`);

    this.addSql(`alter table "subscriber_mail" add constraint "subscriber_mail_subscriber_id_foreign" foreign key ("subscriber_id") references "subscriber" ("id") on delete cascade;`);
    this.addSql(`alter table "subscriber_mail" add constraint "subscriber_mail_digest_id_foreign" foreign key ("digest_id") references "digest" ("id") on delete cascade;`);

    this.addSql(`alter table "subscriber_token" add constraint "subscriber_token_subscriber_id_foreign" foreign key ("subscriber_id") references "subscriber" ("id") on delete cascade;`);

    this.addSql(`alter table "programme_change" add constraint "programme_change_event_id_foreign" foreign key ("event_id") references "event" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subscriber_mail" drop constraint "subscriber_mail_digest_id_foreign";`);
    this.addSql(`alter table "subscriber_follow" drop constraint "subscriber_follow_subscriber_id_foreign";`);
    this.addSql(`alter table "subscriber_mail" drop constraint "subscriber_mail_subscriber_id_foreign";`);
    this.addSql(`alter table "subscriber_token" drop constraint "subscriber_token_subscriber_id_foreign";`);

    this.addSql(`drop table if exists "digest" cascade;`);
    this.addSql(`drop table if exists "subscriber" cascade;`);
    this.addSql(`drop table if exists "subscriber_follow" cascade;`);
    this.addSql(`drop table if exists "subscriber_mail" cascade;`);
    this.addSql(`drop table if exists "subscriber_token" cascade;`);
    this.addSql(`drop table if exists "programme_change" cascade;`);

    this.addSql(`alter table "site_settings" drop column "digest_weekday", drop column "digest_hour";`);
  }

}
