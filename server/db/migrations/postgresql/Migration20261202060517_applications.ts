import { Migration } from '@mikro-orm/migrations';

export class Migration20261202060517_applications extends Migration {

  override name = 'Migration20261202060517_applications';

  override up(): void | Promise<void> {
    this.addSql(`create table "application_settings" ("id" int not null, "intro" text null, "closed" boolean not null default false, "closed_message" varchar(500) null, "fields" jsonb not null, "retention_months" int not null default 6, "reviewing_text" text null, "offer_text" text null, "booked_text" text null, "declined_text" text null, primary key ("id"));`);

    this.addSql(`create table "application" ("id" serial primary key, "act_name" varchar(100) not null, "contact_name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(30) null, "town" varchar(60) null, "genres" jsonb not null, "links" jsonb not null, "text" text null, "picture_id" int null, "months" jsonb not null, "dates" varchar(300) null, "lineup_size" int null, "technical_needs" text null, "deal" varchar(300) null, "status" varchar(20) not null default 'new', "status_changed_at" timestamptz not null, "consented_at" timestamptz not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "application_picture_id_index" on "application" ("picture_id");`);
    this.addSql(`alter table "application" add constraint "application_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "application_status_status_changed_at_index" on "application" ("status", "status_changed_at");`);

    this.addSql(`create table "application_vote" ("id" serial primary key, "application_id" int not null, "member_id" int not null, "vote" varchar(10) not null, "voted_at" timestamptz not null);`);
    this.addSql(`create index "application_vote_member_id_index" on "application_vote" ("member_id");`);
    this.addSql(`alter table "application_vote" add constraint "application_vote_application_id_member_id_unique" unique ("application_id", "member_id");`);

    this.addSql(`create table "application_comment" ("id" serial primary key, "application_id" int not null, "member_id" int null, "text" text not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "application_comment_application_id_index" on "application_comment" ("application_id");`);
    this.addSql(`create index "application_comment_member_id_index" on "application_comment" ("member_id");`);

    this.addSql(`alter table "application" add constraint "application_picture_id_foreign" foreign key ("picture_id") references "image" ("id") on delete set null;`);

    this.addSql(`alter table "application_vote" add constraint "application_vote_application_id_foreign" foreign key ("application_id") references "application" ("id") on delete cascade;`);
    this.addSql(`alter table "application_vote" add constraint "application_vote_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete cascade;`);

    this.addSql(`alter table "application_comment" add constraint "application_comment_application_id_foreign" foreign key ("application_id") references "application" ("id") on delete cascade;`);
    this.addSql(`alter table "application_comment" add constraint "application_comment_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "application_vote" drop constraint "application_vote_application_id_foreign";`);
    this.addSql(`alter table "application_comment" drop constraint "application_comment_application_id_foreign";`);

    this.addSql(`drop table if exists "application_settings" cascade;`);
    this.addSql(`drop table if exists "application" cascade;`);
    this.addSql(`drop table if exists "application_vote" cascade;`);
    this.addSql(`drop table if exists "application_comment" cascade;`);
  }

}
