import { Migration } from '@mikro-orm/migrations';

export class Migration20261126163342_shifts extends Migration {

  override name = 'Migration20261126163342_shifts';

  override up(): void | Promise<void> {
    this.addSql(`create table "shift_calendar" ("id" varchar(64) not null, "member_id" int not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "shift_calendar" add constraint "shift_calendar_member_id_unique" unique ("member_id");`);

    this.addSql(`create table "shift" ("id" serial primary key, "event_id" int not null, "role" varchar(40) not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "capacity" int not null, "note" varchar(500) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "shift_starts_at_index" on "shift" ("starts_at");`);
    this.addSql(`create index "shift_event_id_starts_at_id_index" on "shift" ("event_id", "starts_at", "id");`);

    this.addSql(`create table "shift_signup" ("id" serial primary key, "shift_id" int not null, "member_id" int not null, "created_at" timestamptz not null, "reminded_at" timestamptz null);`);
    this.addSql(`create index "shift_signup_member_id_index" on "shift_signup" ("member_id");`);
    this.addSql(`alter table "shift_signup" add constraint "shift_signup_shift_id_member_id_unique" unique ("shift_id", "member_id");`);

    this.addSql(`alter table "shift_calendar" add constraint "shift_calendar_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete cascade;`);

    this.addSql(`alter table "shift" add constraint "shift_event_id_foreign" foreign key ("event_id") references "event" ("id") on delete cascade;`);

    this.addSql(`alter table "shift_signup" add constraint "shift_signup_shift_id_foreign" foreign key ("shift_id") references "shift" ("id") on delete cascade;`);
    this.addSql(`alter table "shift_signup" add constraint "shift_signup_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shift_signup" drop constraint "shift_signup_shift_id_foreign";`);

    this.addSql(`drop table if exists "shift_calendar" cascade;`);
    this.addSql(`drop table if exists "shift" cascade;`);
    this.addSql(`drop table if exists "shift_signup" cascade;`);
  }

}
