import { Migration } from '@mikro-orm/migrations';

export class Migration20261127225358_shift_rules extends Migration {

  override name = 'Migration20261127225358_shift_rules';

  override up(): void | Promise<void> {
    this.addSql(`create table "qualification" ("id" serial primary key, "name" varchar(60) not null, "normalized_name" varchar(60) not null, "name_sort_key" text not null default '', "description" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "qualification" add constraint "qualification_normalized_name_unique" unique ("normalized_name");`);
    this.addSql(`create index "qualification_name_sort_key_index" on "qualification" ("name_sort_key");`);

    this.addSql(`create table "member_qualification" ("id" serial primary key, "member_id" int not null, "qualification_id" int not null, "confirmed_at" timestamptz not null, "confirmed_by_id" int null);`);
    this.addSql(`create index "member_qualification_qualification_id_index" on "member_qualification" ("qualification_id");`);
    this.addSql(`create index "member_qualification_confirmed_by_id_index" on "member_qualification" ("confirmed_by_id");`);
    this.addSql(`alter table "member_qualification" add constraint "member_qualification_member_id_qualification_id_unique" unique ("member_id", "qualification_id");`);

    this.addSql(`create table "shift_swap" ("id" serial primary key, "shift_id" int not null, "offered_by_id" int not null, "created_at" timestamptz not null, "taken_by_id" int null, "taken_at" timestamptz null);`);
    this.addSql(`create index "shift_swap_shift_id_index" on "shift_swap" ("shift_id");`);
    this.addSql(`create index "shift_swap_offered_by_id_index" on "shift_swap" ("offered_by_id");`);
    this.addSql(`create index "shift_swap_taken_by_id_index" on "shift_swap" ("taken_by_id");`);

    this.addSql(`create table "shift_standby" ("id" serial primary key, "shift_id" int not null, "member_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "shift_standby_member_id_index" on "shift_standby" ("member_id");`);
    this.addSql(`alter table "shift_standby" add constraint "shift_standby_shift_id_member_id_unique" unique ("shift_id", "member_id");`);

    this.addSql(`create table "shift_requirement" ("id" serial primary key, "shift_id" int not null, "qualification_id" int not null);`);
    this.addSql(`create index "shift_requirement_qualification_id_index" on "shift_requirement" ("qualification_id");`);
    this.addSql(`alter table "shift_requirement" add constraint "shift_requirement_shift_id_qualification_id_unique" unique ("shift_id", "qualification_id");`);

    this.addSql(`alter table "site_settings" add "season_start" varchar(5) not null default '01-01', add "shift_perks" jsonb not null default '[]';`);

    this.addSql(`alter table "shift" add "lead_id" int null;`);
    this.addSql(`alter table "shift" add constraint "shift_lead_id_foreign" foreign key ("lead_id") references "member" ("id") on delete set null;`);
    this.addSql(`create index "shift_lead_id_index" on "shift" ("lead_id");`);

    this.addSql(`alter table "shift_signup" add "cancel_notice_at" timestamptz null, add "attendance" text null, add "attendance_marked_at" timestamptz null, add "attendance_marked_by_id" int null;`);
    this.addSql(`alter table "shift_signup" add constraint "shift_signup_attendance_marked_by_id_foreign" foreign key ("attendance_marked_by_id") references "member" ("id") on delete set null;`);
    this.addSql(`create index "shift_signup_attendance_marked_by_id_index" on "shift_signup" ("attendance_marked_by_id");`);
    this.addSql(`alter table "shift_signup" add constraint "shift_signup_attendance_check" check ("attendance" in ('arrived', 'no-show'));`);

    this.addSql(`alter table "member_qualification" add constraint "member_qualification_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete cascade;`);
    this.addSql(`alter table "member_qualification" add constraint "member_qualification_qualification_id_foreign" foreign key ("qualification_id") references "qualification" ("id") on delete cascade;`);
    this.addSql(`alter table "member_qualification" add constraint "member_qualification_confirmed_by_id_foreign" foreign key ("confirmed_by_id") references "member" ("id") on delete set null;`);

    this.addSql(`alter table "shift_swap" add constraint "shift_swap_shift_id_foreign" foreign key ("shift_id") references "shift" ("id") on delete cascade;`);
    this.addSql(`alter table "shift_swap" add constraint "shift_swap_offered_by_id_foreign" foreign key ("offered_by_id") references "member" ("id") on delete cascade;`);
    this.addSql(`alter table "shift_swap" add constraint "shift_swap_taken_by_id_foreign" foreign key ("taken_by_id") references "member" ("id") on delete set null;`);

    this.addSql(`alter table "shift_standby" add constraint "shift_standby_shift_id_foreign" foreign key ("shift_id") references "shift" ("id") on delete cascade;`);
    this.addSql(`alter table "shift_standby" add constraint "shift_standby_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete cascade;`);

    this.addSql(`alter table "shift_requirement" add constraint "shift_requirement_shift_id_foreign" foreign key ("shift_id") references "shift" ("id") on delete cascade;`);
    this.addSql(`alter table "shift_requirement" add constraint "shift_requirement_qualification_id_foreign" foreign key ("qualification_id") references "qualification" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "member_qualification" drop constraint "member_qualification_qualification_id_foreign";`);
    this.addSql(`alter table "shift_requirement" drop constraint "shift_requirement_qualification_id_foreign";`);

    this.addSql(`drop table if exists "qualification" cascade;`);
    this.addSql(`drop table if exists "member_qualification" cascade;`);
    this.addSql(`drop table if exists "shift_swap" cascade;`);
    this.addSql(`drop table if exists "shift_standby" cascade;`);
    this.addSql(`drop table if exists "shift_requirement" cascade;`);

    this.addSql(`alter table "shift" drop constraint "shift_lead_id_foreign";`);

    this.addSql(`alter table "shift_signup" drop constraint "shift_signup_attendance_marked_by_id_foreign";`);

    this.addSql(`drop index "shift_lead_id_index";`);
    this.addSql(`alter table "shift" drop column "lead_id";`);

    this.addSql(`drop index "shift_signup_attendance_marked_by_id_index";`);
    this.addSql(`alter table "shift_signup" drop constraint "shift_signup_attendance_check";`);
    this.addSql(`alter table "shift_signup" drop column "cancel_notice_at", drop column "attendance", drop column "attendance_marked_at", drop column "attendance_marked_by_id";`);

    this.addSql(`alter table "site_settings" drop column "season_start", drop column "shift_perks";`);
  }

}
