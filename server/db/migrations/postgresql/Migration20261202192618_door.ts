import { Migration } from '@mikro-orm/migrations';

export class Migration20261202192618_door extends Migration {

  override name = 'Migration20261202192618_door';

  override up(): void | Promise<void> {
    this.addSql(`create table "guest_list_link" ("id" serial primary key, "event_id" int not null, "artist_id" int not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "guest_limit" int not null, "created_at" timestamptz not null, "created_by_id" int null);`);
    this.addSql(`create index "guest_list_link_event_id_index" on "guest_list_link" ("event_id");`);
    this.addSql(`create index "guest_list_link_artist_id_index" on "guest_list_link" ("artist_id");`);
    this.addSql(`alter table "guest_list_link" add constraint "guest_list_link_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "guest_list_link_created_by_id_index" on "guest_list_link" ("created_by_id");`);
    this.addSql(`alter table "guest_list_link" add constraint "guest_list_link_event_id_artist_id_unique" unique ("event_id", "artist_id");`);

    this.addSql(`create table "guest_list_entry" ("id" serial primary key, "event_id" int not null, "name" varchar(100) not null, "plus" int not null default 0, "kind" text not null, "artist_id" int null, "note" varchar(200) null, "added_by_id" int null, "added_by_link_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "guest_list_entry_event_id_index" on "guest_list_entry" ("event_id");`);
    this.addSql(`create index "guest_list_entry_artist_id_index" on "guest_list_entry" ("artist_id");`);
    this.addSql(`create index "guest_list_entry_added_by_id_index" on "guest_list_entry" ("added_by_id");`);
    this.addSql(`create index "guest_list_entry_added_by_link_id_index" on "guest_list_entry" ("added_by_link_id");`);

    this.addSql(`create table "door_check_in" ("id" uuid not null, "event_id" int not null, "type" text not null, "entry_key" varchar(12) null, "undoes" uuid null, "persons" int not null, "at" timestamptz not null, "received_at" timestamptz not null, "door" varchar(30) not null, "offline" boolean not null default false, "undone_at" timestamptz null, "member_id" int null, primary key ("id"));`);
    this.addSql(`create index "door_check_in_member_id_index" on "door_check_in" ("member_id");`);
    this.addSql(`create index "door_check_in_event_id_entry_key_index" on "door_check_in" ("event_id", "entry_key");`);
    this.addSql(`create index "door_check_in_event_id_at_index" on "door_check_in" ("event_id", "at");`);

    this.addSql(`alter table "site_settings" add "door_members_free" boolean not null default false, add "guests_per_act" int not null default 4;`);

    this.addSql(`alter table "venue" add "capacity" int null;`);

    this.addSql(`alter table "shift" add "door" boolean not null default false;`);

    this.addSql(`alter table "reservation" add "door_code" varchar(16) null;`);
    this.addSql(`alter table "reservation" add constraint "reservation_door_code_unique" unique ("door_code");`);

    this.addSql(`alter table "guest_list_link" add constraint "guest_list_link_event_id_foreign" foreign key ("event_id") references "event" ("id") on delete cascade;`);
    this.addSql(`alter table "guest_list_link" add constraint "guest_list_link_artist_id_foreign" foreign key ("artist_id") references "artist" ("id") on delete cascade;`);
    this.addSql(`alter table "guest_list_link" add constraint "guest_list_link_created_by_id_foreign" foreign key ("created_by_id") references "member" ("id") on delete set null;`);

    this.addSql(`alter table "guest_list_entry" add constraint "guest_list_entry_event_id_foreign" foreign key ("event_id") references "event" ("id") on delete cascade;`);
    this.addSql(`alter table "guest_list_entry" add constraint "guest_list_entry_artist_id_foreign" foreign key ("artist_id") references "artist" ("id") on delete cascade;`);
    this.addSql(`alter table "guest_list_entry" add constraint "guest_list_entry_added_by_id_foreign" foreign key ("added_by_id") references "member" ("id") on delete set null;`);
    this.addSql(`alter table "guest_list_entry" add constraint "guest_list_entry_added_by_link_id_foreign" foreign key ("added_by_link_id") references "guest_list_link" ("id") on delete set null;`);
    this.addSql(`alter table "guest_list_entry" add constraint "guest_list_entry_kind_check" check ("kind" in ('artist', 'press', 'other'));`);

    this.addSql(`alter table "door_check_in" add constraint "door_check_in_event_id_foreign" foreign key ("event_id") references "event" ("id") on delete cascade;`);
    this.addSql(`alter table "door_check_in" add constraint "door_check_in_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete set null;`);
    this.addSql(`alter table "door_check_in" add constraint "door_check_in_type_check" check ("type" in ('in', 'walk-in', 'exit', 'undo'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "guest_list_entry" drop constraint "guest_list_entry_added_by_link_id_foreign";`);

    this.addSql(`drop table if exists "guest_list_link" cascade;`);
    this.addSql(`drop table if exists "guest_list_entry" cascade;`);
    this.addSql(`drop table if exists "door_check_in" cascade;`);

    this.addSql(`alter table "reservation" drop constraint "reservation_door_code_unique";`);
    this.addSql(`alter table "reservation" drop column "door_code";`);

    this.addSql(`alter table "shift" drop column "door";`);

    this.addSql(`alter table "site_settings" drop column "door_members_free", drop column "guests_per_act";`);

    this.addSql(`alter table "venue" drop column "capacity";`);
  }

}
