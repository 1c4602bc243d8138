import { Migration } from '@mikro-orm/migrations';

export class Migration20261122003813_initial extends Migration {

  override name = 'Migration20261122003813_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "member" ("id" serial primary key, "email" varchar(255) not null, "password_hash" varchar(255) not null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "profile_picture_url" varchar(255) null, "active" boolean not null default false, "approved_by_id" int null, "special_role" varchar(255) null, "public_consent" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "member" add constraint "member_email_unique" unique ("email");`);

    this.addSql(`create table "session" ("id" varchar(64) not null, "member_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "session_member_id_index" on "session" ("member_id");`);

    this.addSql(`create table "team" ("id" serial primary key, "name" text not null, "display_name" varchar(255) not null, "description" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "team" add constraint "team_name_unique" unique ("name");`);

    this.addSql(`create table "member_teams" ("member_id" int not null, "team_id" int not null, primary key ("member_id", "team_id"));`);

    this.addSql(`create table "venue" ("id" serial primary key, "name" varchar(255) not null, "name_sort_key" varchar(255) not null, "city" varchar(255) not null, "country_code" varchar(2) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "created_by_id" int null, "updated_by_id" int null);`);
    this.addSql(`create index "venue_name_sort_key_index" on "venue" ("name_sort_key");`);

    this.addSql(`alter table "member" add constraint "member_approved_by_id_foreign" foreign key ("approved_by_id") references "member" ("id") on delete set null;`);

    this.addSql(`alter table "session" add constraint "session_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete cascade;`);

    this.addSql(`alter table "team" add constraint "team_name_check" check ("name" in ('admin', 'member', 'event-management', 'economy', 'booking', 'public-relations', 'visual-identity', 'team-management', 'project-leader'));`);

    this.addSql(`alter table "member_teams" add constraint "member_teams_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "member_teams" add constraint "member_teams_team_id_foreign" foreign key ("team_id") references "team" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "venue" add constraint "venue_created_by_id_foreign" foreign key ("created_by_id") references "member" ("id") on delete set null;`);
    this.addSql(`alter table "venue" add constraint "venue_updated_by_id_foreign" foreign key ("updated_by_id") references "member" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "member" drop constraint "member_approved_by_id_foreign";`);
    this.addSql(`alter table "session" drop constraint "session_member_id_foreign";`);
    this.addSql(`alter table "member_teams" drop constraint "member_teams_member_id_foreign";`);
    this.addSql(`alter table "venue" drop constraint "venue_created_by_id_foreign";`);
    this.addSql(`alter table "venue" drop constraint "venue_updated_by_id_foreign";`);
    this.addSql(`alter table "member_teams" drop constraint "member_teams_team_id_foreign";`);

    this.addSql(`drop table if exists "member" cascade;`);
    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "team" cascade;`);
    this.addSql(`drop table if exists "member_teams" cascade;`);
    this.addSql(`drop table if exists "venue" cascade;`);
  }

}
