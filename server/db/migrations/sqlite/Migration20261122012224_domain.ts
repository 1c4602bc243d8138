import { Migration } from '@mikro-orm/migrations';

export class Migration20261122012224_domain extends Migration {

  override name = 'Migration20261122012224_domain';

  override up(): void | Promise<void> {
    this.addSql(`create table \`genre\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`normalized_name\` text not null, \`name_sort_key\` text not null default '', \`created_at\` datetime not null, \`updated_at\` datetime not null);`);
    this.addSql(`create unique index \`genre_normalized_name_unique\` on \`genre\` (\`normalized_name\`);`);
    this.addSql(`create index \`genre_name_sort_key_index\` on \`genre\` (\`name_sort_key\`);`);

    this.addSql(`create table \`image\` (\`id\` integer not null primary key autoincrement, \`hash\` text not null, \`data\` blob not null, \`mime_type\` text not null, \`width\` integer not null, \`height\` integer not null, \`byte_size\` integer not null, \`created_at\` datetime not null);`);
    this.addSql(`create unique index \`image_hash_unique\` on \`image\` (\`hash\`);`);

    this.addSql(`create table \`landing_image\` (\`id\` integer not null primary key autoincrement, \`image_id\` integer not null, \`created_at\` datetime not null, \`created_by_id\` integer null, constraint \`landing_image_image_id_foreign\` foreign key (\`image_id\`) references \`image\` (\`id\`) on delete cascade, constraint \`landing_image_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`landing_image_image_id_index\` on \`landing_image\` (\`image_id\`);`);
    this.addSql(`create index \`landing_image_created_by_id_index\` on \`landing_image\` (\`created_by_id\`);`);

    this.addSql(`create table \`artist\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`name_sort_key\` text not null default '', \`description\` text not null, \`preview_url\` text null, \`socials\` json not null, \`image_id\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`created_by_id\` integer null, \`updated_by_id\` integer null, constraint \`artist_image_id_foreign\` foreign key (\`image_id\`) references \`image\` (\`id\`) on delete set null, constraint \`artist_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`member\` (\`id\`) on delete set null, constraint \`artist_updated_by_id_foreign\` foreign key (\`updated_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`artist_name_sort_key_index\` on \`artist\` (\`name_sort_key\`);`);
    this.addSql(`create index \`artist_image_id_index\` on \`artist\` (\`image_id\`);`);
    this.addSql(`create index \`artist_created_by_id_index\` on \`artist\` (\`created_by_id\`);`);
    this.addSql(`create index \`artist_updated_by_id_index\` on \`artist\` (\`updated_by_id\`);`);

    this.addSql(`create table \`artist_genres\` (\`artist_id\` integer not null, \`genre_id\` integer not null, primary key (\`artist_id\`, \`genre_id\`), constraint \`artist_genres_artist_id_foreign\` foreign key (\`artist_id\`) references \`artist\` (\`id\`) on update cascade on delete cascade, constraint \`artist_genres_genre_id_foreign\` foreign key (\`genre_id\`) references \`genre\` (\`id\`) on update cascade on delete cascade);`);
    this.addSql(`create index \`artist_genres_artist_id_index\` on \`artist_genres\` (\`artist_id\`);`);
    this.addSql(`create index \`artist_genres_genre_id_index\` on \`artist_genres\` (\`genre_id\`);`);

    this.addSql(`create table \`event\` (\`id\` integer not null primary key autoincrement, \`title\` text not null, \`title_sort_key\` text not null default '', \`description\` text not null, \`ticket_url\` text not null, \`image_id\` integer null, \`venue_id\` integer not null, \`is_public\` integer not null, \`from_date\` datetime not null, \`to_date\` datetime not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`created_by_id\` integer null, \`updated_by_id\` integer null, constraint \`event_image_id_foreign\` foreign key (\`image_id\`) references \`image\` (\`id\`) on delete set null, constraint \`event_venue_id_foreign\` foreign key (\`venue_id\`) references \`venue\` (\`id\`) on delete restrict, constraint \`event_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`member\` (\`id\`) on delete set null, constraint \`event_updated_by_id_foreign\` foreign key (\`updated_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`event_title_sort_key_index\` on \`event\` (\`title_sort_key\`);`);
    this.addSql(`create index \`event_image_id_index\` on \`event\` (\`image_id\`);`);
    this.addSql(`create index \`event_venue_id_index\` on \`event\` (\`venue_id\`);`);
    this.addSql(`create index \`event_is_public_index\` on \`event\` (\`is_public\`);`);
    this.addSql(`create index \`event_from_date_index\` on \`event\` (\`from_date\`);`);
    this.addSql(`create index \`event_created_by_id_index\` on \`event\` (\`created_by_id\`);`);
    this.addSql(`create index \`event_updated_by_id_index\` on \`event\` (\`updated_by_id\`);`);

    this.addSql(`create table \`concert\` (\`id\` integer not null primary key autoincrement, \`event_id\` integer not null, \`artist_id\` integer not null, \`starts_at\` datetime not null, \`ends_at\` datetime not null, constraint \`concert_event_id_foreign\` foreign key (\`event_id\`) references \`event\` (\`id\`) on delete cascade, constraint \`concert_artist_id_foreign\` foreign key (\`artist_id\`) references \`artist\` (\`id\`) on delete restrict);`);
    this.addSql(`create index \`concert_event_id_index\` on \`concert\` (\`event_id\`);`);
    this.addSql(`create index \`concert_artist_id_index\` on \`concert\` (\`artist_id\`);`);

    this.addSql(`alter table \`member\` drop column \`profile_picture_url\`;`);
    this.addSql(`alter table \`member\` add column \`first_name_sort_key\` text not null default '';`);
    this.addSql(`alter table \`member\` add column \`last_name_sort_key\` text not null default '';`);
    this.addSql(`alter table \`member\` add column \`profile_picture_id\` integer null constraint \`member_profile_picture_id_foreign\` references \`image\` (\`id\`) on delete set null;`);
    this.addSql(`create index \`member_first_name_sort_key_index\` on \`member\` (\`first_name_sort_key\`);`);
    this.addSql(`create index \`member_last_name_sort_key_index\` on \`member\` (\`last_name_sort_key\`);`);
    this.addSql(`create index \`member_profile_picture_id_index\` on \`member\` (\`profile_picture_id\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`venue__temp_alter\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`name_sort_key\` text not null default '', \`city\` text not null, \`country_code\` text not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`created_by_id\` integer null, \`updated_by_id\` integer null, constraint \`venue_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`member\` (\`id\`) on delete set null, constraint \`venue_updated_by_id_foreign\` foreign key (\`updated_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`venue__temp_alter\` select \`id\`, \`name\`, \`name_sort_key\`, \`city\`, \`country_code\`, \`created_at\`, \`updated_at\`, \`created_by_id\`, \`updated_by_id\` from \`venue\`;`);
    this.addSql(`drop table \`venue\`;`);
    this.addSql(`alter table \`venue__temp_alter\` rename to \`venue\`;`);
    this.addSql(`create index \`venue_name_sort_key_index\` on \`venue\` (\`name_sort_key\`);`);
    this.addSql(`create index \`venue_created_by_id_index\` on \`venue\` (\`created_by_id\`);`);
    this.addSql(`create index \`venue_updated_by_id_index\` on \`venue\` (\`updated_by_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`genre\`;`);
    this.addSql(`drop table if exists \`image\`;`);
    this.addSql(`drop table if exists \`landing_image\`;`);
    this.addSql(`drop table if exists \`artist\`;`);
    this.addSql(`drop table if exists \`artist_genres\`;`);
    this.addSql(`drop table if exists \`event\`;`);
    this.addSql(`drop table if exists \`concert\`;`);

    this.addSql(`drop index \`member_first_name_sort_key_index\`;`);
    this.addSql(`drop index \`member_last_name_sort_key_index\`;`);
    this.addSql(`drop index \`member_profile_picture_id_index\`;`);
    this.addSql(`alter table \`member\` drop column \`first_name_sort_key\`;`);
    this.addSql(`alter table \`member\` drop column \`last_name_sort_key\`;`);
    this.addSql(`alter table \`member\` drop column \`profile_picture_id\`;`);
    this.addSql(`alter table \`member\` add column \`profile_picture_url\` TEXT null;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`venue__temp_alter\` (\`id\` integer not null primary key autoincrement, \`name\` TEXT not null, \`name_sort_key\` TEXT not null, \`city\` TEXT not null, \`country_code\` TEXT not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`created_by_id\` INTEGER null, \`updated_by_id\` INTEGER null, constraint \`venue_updated_by_id_foreign\` foreign key (\`updated_by_id\`) references \`member\` (\`id\`) on update no action on delete set null, constraint \`venue_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`member\` (\`id\`) on update no action on delete set null);`);
    this.addSql(`insert into \`venue__temp_alter\` select \`id\`, \`name\`, \`name_sort_key\`, \`city\`, \`country_code\`, \`created_at\`, \`updated_at\`, \`created_by_id\`, \`updated_by_id\` from \`venue\`;`);
    this.addSql(`drop table \`venue\`;`);
    this.addSql(`alter table \`venue__temp_alter\` rename to \`venue\`;`);
    this.addSql(`create index \`venue_updated_by_id_index\` on \`venue\` (\`updated_by_id\`);`);
    this.addSql(`create index \`venue_created_by_id_index\` on \`venue\` (\`created_by_id\`);`);
    this.addSql(`create index \`venue_name_sort_key_index\` on \`venue\` (\`name_sort_key\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
