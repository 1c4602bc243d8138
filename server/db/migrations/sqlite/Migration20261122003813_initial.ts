import { Migration } from '@mikro-orm/migrations';

export class Migration20261122003813_initial extends Migration {

  override name = 'Migration20261122003813_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table \`member\` (\`id\` integer not null primary key autoincrement, \`email\` text not null, \`password_hash\` text not null, \`first_name\` text not null, \`last_name\` text not null, \`profile_picture_url\` text null, \`active\` integer not null default false, \`approved_by_id\` integer null, \`special_role\` text null, \`public_consent\` integer not null default false, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`member_approved_by_id_foreign\` foreign key (\`approved_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create unique index \`member_email_unique\` on \`member\` (\`email\`);`);
    this.addSql(`create index \`member_approved_by_id_index\` on \`member\` (\`approved_by_id\`);`);

    this.addSql(`create table \`session\` (\`id\` text not null primary key, \`member_id\` integer not null, \`created_at\` datetime not null, \`last_seen_at\` datetime not null, \`expires_at\` datetime not null, constraint \`session_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`session_member_id_index\` on \`session\` (\`member_id\`);`);

    this.addSql(`create table \`team\` (\`id\` integer not null primary key autoincrement, \`name\` text check (\`name\` in ('admin', 'member', 'event-management', 'economy', 'booking', 'public-relations', 'visual-identity', 'team-management', 'project-leader')) not null, \`display_name\` text not null, \`description\` text not null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`);
    this.addSql(`create unique index \`team_name_unique\` on \`team\` (\`name\`);`);

    this.addSql(`create table \`member_teams\` (\`member_id\` integer not null, \`team_id\` integer not null, primary key (\`member_id\`, \`team_id\`), constraint \`member_teams_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on update cascade on delete cascade, constraint \`member_teams_team_id_foreign\` foreign key (\`team_id\`) references \`team\` (\`id\`) on update cascade on delete cascade);`);
    this.addSql(`create index \`member_teams_member_id_index\` on \`member_teams\` (\`member_id\`);`);
    this.addSql(`create index \`member_teams_team_id_index\` on \`member_teams\` (\`team_id\`);`);

    this.addSql(`create table \`venue\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`name_sort_key\` text not null, \`city\` text not null, \`country_code\` text not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`created_by_id\` integer null, \`updated_by_id\` integer null, constraint \`venue_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`member\` (\`id\`) on delete set null, constraint \`venue_updated_by_id_foreign\` foreign key (\`updated_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`venue_name_sort_key_index\` on \`venue\` (\`name_sort_key\`);`);
    this.addSql(`create index \`venue_created_by_id_index\` on \`venue\` (\`created_by_id\`);`);
    this.addSql(`create index \`venue_updated_by_id_index\` on \`venue\` (\`updated_by_id\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`member\`;`);
    this.addSql(`drop table if exists \`session\`;`);
    this.addSql(`drop table if exists \`team\`;`);
    this.addSql(`drop table if exists \`member_teams\`;`);
    this.addSql(`drop table if exists \`venue\`;`);
  }

}
