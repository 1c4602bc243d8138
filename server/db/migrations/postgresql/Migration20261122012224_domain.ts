import { Migration } from '@mikro-orm/migrations';

export class Migration20261122012224_domain extends Migration {

  override name = 'Migration20261122012224_domain';

  override up(): void | Promise<void> {
    this.addSql(`create table "genre" ("id" serial primary key, "name" varchar(255) not null, "normalized_name" varchar(255) not null, "name_sort_key" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "genre" add constraint "genre_normalized_name_unique" unique ("normalized_name");`);
    this.addSql(`create index "genre_name_sort_key_index" on "genre" ("name_sort_key");`);

    this.addSql(`create table "image" ("id" serial primary key, "hash" varchar(64) not null, "data" bytea not null, "mime_type" varchar(255) not null, "width" int not null, "height" int not null, "byte_size" int not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "image" add constraint "image_hash_unique" unique ("hash");`);

    this.addSql(`create table "landing_image" ("id" serial primary key, "image_id" int not null, "created_at" timestamptz not null, "created_by_id" int null);`);

    this.addSql(`create table "artist" ("id" serial primary key, "name" varchar(255) not null, "name_sort_key" text not null default '', "description" text not null, "preview_url" varchar(255) null, "socials" jsonb not null, "image_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "created_by_id" int null, "updated_by_id" int null);`);
    this.addSql(`create index "artist_name_sort_key_index" on "artist" ("name_sort_key");`);

    this.addSql(`create table "artist_genres" ("artist_id" int not null, "genre_id" int not null, primary key ("artist_id", "genre_id"));`);

    this.addSql(`create table "event" ("id" serial primary key, "title" varchar(255) not null, "title_sort_key" text not null default '', "description" text not null, "ticket_url" varchar(255) not null, "image_id" int null, "venue_id" int not null, "is_public" boolean not null, "from_date" timestamptz not null, "to_date" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "created_by_id" int null, "updated_by_id" int null);`);
    this.addSql(`create index "event_title_sort_key_index" on "event" ("title_sort_key");`);
    this.addSql(`create index "event_venue_id_index" on "event" ("venue_id");`);
    this.addSql(`create index "event_is_public_index" on "event" ("is_public");`);
    this.addSql(`create index "event_from_date_index" on "event" ("from_date");`);

    this.addSql(`create table "concert" ("id" serial primary key, "event_id" int not null, "artist_id" int not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null);`);
    this.addSql(`create index "concert_artist_id_index" on "concert" ("artist_id");`);

    this.addSql(`alter table "member" drop column "profile_picture_url";`);
    this.addSql(`alter table "member" add "first_name_sort_key" text not null default '', add "last_name_sort_key" text not null default '', add "profile_picture_id" int null;`);
    this.addSql(`alter table "member" add constraint "member_profile_picture_id_foreign" foreign key ("profile_picture_id") references "image" ("id") on delete set null;`);
    this.addSql(`create index "member_first_name_sort_key_index" on "member" ("first_name_sort_key");`);
    this.addSql(`create index "member_last_name_sort_key_index" on "member" ("last_name_sort_key");`);

    this.addSql(`alter table "venue" alter column "name_sort_key" type text using ("name_sort_key"::text);`);
    this.addSql(`alter table "venue" alter column "name_sort_key" set default '';`);

    this.addSql(`alter table "landing_image" add constraint "landing_image_image_id_foreign" foreign key ("image_id") references "image" ("id") on delete cascade;`);
    this.addSql(`alter table "landing_image" add constraint "landing_image_created_by_id_foreign" foreign key ("created_by_id") references "member" ("id") on delete set null;`);

    this.addSql(`alter table "artist" add constraint "artist_image_id_foreign" foreign key ("image_id") references "image" ("id") on delete set null;`);
    this.addSql(`alter table "artist" add constraint "artist_created_by_id_foreign" foreign key ("created_by_id") references "member" ("id") on delete set null;`);
    this.addSql(`alter table "artist" add constraint "artist_updated_by_id_foreign" foreign key ("updated_by_id") references "member" ("id") on delete set null;`);

    this.addSql(`alter table "artist_genres" add constraint "artist_genres_artist_id_foreign" foreign key ("artist_id") references "artist" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "artist_genres" add constraint "artist_genres_genre_id_foreign" foreign key ("genre_id") references "genre" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "event" add constraint "event_image_id_foreign" foreign key ("image_id") references "image" ("id") on delete set null;`);
    this.addSql(`alter table "event" add constraint "event_venue_id_foreign" foreign key ("venue_id") references "venue" ("id") on delete restrict;`);
    this.addSql(`alter table "event" add constraint "event_created_by_id_foreign" foreign key ("created_by_id") references "member" ("id") on delete set null;`);
    this.addSql(`alter table "event" add constraint "event_updated_by_id_foreign" foreign key ("updated_by_id") references "member" ("id") on delete set null;`);

    this.addSql(`alter table "concert" add constraint "concert_event_id_foreign" foreign key ("event_id") references "event" ("id") on delete cascade;`);
    this.addSql(`alter table "concert" add constraint "concert_artist_id_foreign" foreign key ("artist_id") references "artist" ("id") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "artist_genres" drop constraint "artist_genres_genre_id_foreign";`);
    this.addSql(`alter table "member" drop constraint "member_profile_picture_id_foreign";`);
    this.addSql(`alter table "landing_image" drop constraint "landing_image_image_id_foreign";`);
    this.addSql(`alter table "artist" drop constraint "artist_image_id_foreign";`);
    this.addSql(`alter table "event" drop constraint "event_image_id_foreign";`);
    this.addSql(`alter table "artist_genres" drop constraint "artist_genres_artist_id_foreign";`);
    this.addSql(`alter table "concert" drop constraint "concert_artist_id_foreign";`);
    this.addSql(`alter table "concert" drop constraint "concert_event_id_foreign";`);

    this.addSql(`drop table if exists "genre" cascade;`);
    this.addSql(`drop table if exists "image" cascade;`);
    this.addSql(`drop table if exists "landing_image" cascade;`);
    this.addSql(`drop table if exists "artist" cascade;`);
    this.addSql(`drop table if exists "artist_genres" cascade;`);
    this.addSql(`drop table if exists "event" cascade;`);
    this.addSql(`drop table if exists "concert" cascade;`);

    this.addSql(`drop index "member_first_name_sort_key_index";`);
    this.addSql(`drop index "member_last_name_sort_key_index";`);
    this.addSql(`alter table "member" drop column "first_name_sort_key", drop column "last_name_sort_key", drop column "profile_picture_id";`);
    this.addSql(`alter table "member" add "profile_picture_url" varchar(255) null;`);

    this.addSql(`alter table "venue" alter column "name_sort_key" drop default;`);
    this.addSql(`alter table "venue" alter column "name_sort_key" type varchar(255) using ("name_sort_key"::varchar(255));`);
  }

}
