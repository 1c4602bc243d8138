import { Migration } from '@mikro-orm/migrations';

export class Migration20261202192617_door extends Migration {

  override name = 'Migration20261202192617_door';

  override up(): void | Promise<void> {
    this.addSql(`create table \`guest_list_link\` (\`id\` integer not null primary key autoincrement, \`event_id\` integer not null, \`artist_id\` integer not null, \`email\` text not null, \`token_hash\` text not null, \`guest_limit\` integer not null, \`created_at\` datetime not null, \`created_by_id\` integer null, constraint \`guest_list_link_event_id_foreign\` foreign key (\`event_id\`) references \`event\` (\`id\`) on delete cascade, constraint \`guest_list_link_artist_id_foreign\` foreign key (\`artist_id\`) references \`artist\` (\`id\`) on delete cascade, constraint \`guest_list_link_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`guest_list_link_event_id_index\` on \`guest_list_link\` (\`event_id\`);`);
    this.addSql(`create index \`guest_list_link_artist_id_index\` on \`guest_list_link\` (\`artist_id\`);`);
    this.addSql(`create unique index \`guest_list_link_token_hash_unique\` on \`guest_list_link\` (\`token_hash\`);`);
    this.addSql(`create index \`guest_list_link_created_by_id_index\` on \`guest_list_link\` (\`created_by_id\`);`);
    this.addSql(`create unique index \`guest_list_link_event_id_artist_id_unique\` on \`guest_list_link\` (\`event_id\`, \`artist_id\`);`);

    this.addSql(`create table \`guest_list_entry\` (\`id\` integer not null primary key autoincrement, \`event_id\` integer not null, \`name\` text not null, \`plus\` integer not null default 0, \`kind\` text check (\`kind\` in ('artist', 'press', 'other')) not null, \`artist_id\` integer null, \`note\` text null, \`added_by_id\` integer null, \`added_by_link_id\` integer null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`guest_list_entry_event_id_foreign\` foreign key (\`event_id\`) references \`event\` (\`id\`) on delete cascade, constraint \`guest_list_entry_artist_id_foreign\` foreign key (\`artist_id\`) references \`artist\` (\`id\`) on delete cascade, constraint \`guest_list_entry_added_by_id_foreign\` foreign key (\`added_by_id\`) references \`member\` (\`id\`) on delete set null, constraint \`guest_list_entry_added_by_link_id_foreign\` foreign key (\`added_by_link_id\`) references \`guest_list_link\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`guest_list_entry_event_id_index\` on \`guest_list_entry\` (\`event_id\`);`);
    this.addSql(`create index \`guest_list_entry_artist_id_index\` on \`guest_list_entry\` (\`artist_id\`);`);
    this.addSql(`create index \`guest_list_entry_added_by_id_index\` on \`guest_list_entry\` (\`added_by_id\`);`);
    this.addSql(`create index \`guest_list_entry_added_by_link_id_index\` on \`guest_list_entry\` (\`added_by_link_id\`);`);

    this.addSql(`create table \`door_check_in\` (\`id\` text not null primary key, \`event_id\` integer not null, \`type\` text check (\`type\` in ('in', 'walk-in', 'exit', 'undo')) not null, \`entry_key\` text null, \`undoes\` text null, \`persons\` integer not null, \`at\` datetime not null, \`received_at\` datetime not null, \`door\` text not null, \`offline\` integer not null default false, \`undone_at\` datetime null, \`member_id\` integer null, constraint \`door_check_in_event_id_foreign\` foreign key (\`event_id\`) references \`event\` (\`id\`) on delete cascade, constraint \`door_check_in_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`door_check_in_event_id_index\` on \`door_check_in\` (\`event_id\`);`);
    this.addSql(`create index \`door_check_in_member_id_index\` on \`door_check_in\` (\`member_id\`);`);
    this.addSql(`create index \`door_check_in_event_id_entry_key_index\` on \`door_check_in\` (\`event_id\`, \`entry_key\`);`);
    this.addSql(`create index \`door_check_in_event_id_at_index\` on \`door_check_in\` (\`event_id\`, \`at\`);`);

    this.addSql(`alter table \`site_settings\` add column \`door_members_free\` integer not null default false;`);
    this.addSql(`alter table \`site_settings\` add column \`guests_per_act\` integer not null default 4;`);

    this.addSql(`alter table \`venue\` add column \`capacity\` integer null;`);

    this.addSql(`alter table \`shift\` add column \`door\` integer not null default false;`);

    this.addSql(`alter table \`reservation\` add column \`door_code\` text null;`);
    this.addSql(`create unique index \`reservation_door_code_unique\` on \`reservation\` (\`door_code\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`guest_list_link\`;`);
    this.addSql(`drop table if exists \`guest_list_entry\`;`);
    this.addSql(`drop table if exists \`door_check_in\`;`);

    this.addSql(`drop index \`reservation_door_code_unique\`;`);
    this.addSql(`alter table \`reservation\` drop column \`door_code\`;`);

    this.addSql(`alter table \`shift\` drop column \`door\`;`);

    this.addSql(`alter table \`site_settings\` drop column \`door_members_free\`;`);
    this.addSql(`alter table \`site_settings\` drop column \`guests_per_act\`;`);

    this.addSql(`alter table \`venue\` drop column \`capacity\`;`);
  }

}
