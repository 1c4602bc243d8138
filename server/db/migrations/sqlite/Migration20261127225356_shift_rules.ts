import { Migration } from '@mikro-orm/migrations';

export class Migration20261127225356_shift_rules extends Migration {

  override name = 'Migration20261127225356_shift_rules';

  override up(): void | Promise<void> {
    this.addSql(`create table \`qualification\` (\`id\` integer not null primary key autoincrement, \`name\` text not null, \`normalized_name\` text not null, \`name_sort_key\` text not null default '', \`description\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null);`);
    this.addSql(`create unique index \`qualification_normalized_name_unique\` on \`qualification\` (\`normalized_name\`);`);
    this.addSql(`create index \`qualification_name_sort_key_index\` on \`qualification\` (\`name_sort_key\`);`);

    this.addSql(`create table \`member_qualification\` (\`id\` integer not null primary key autoincrement, \`member_id\` integer not null, \`qualification_id\` integer not null, \`confirmed_at\` datetime not null, \`confirmed_by_id\` integer null, constraint \`member_qualification_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade, constraint \`member_qualification_qualification_id_foreign\` foreign key (\`qualification_id\`) references \`qualification\` (\`id\`) on delete cascade, constraint \`member_qualification_confirmed_by_id_foreign\` foreign key (\`confirmed_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`member_qualification_member_id_index\` on \`member_qualification\` (\`member_id\`);`);
    this.addSql(`create index \`member_qualification_qualification_id_index\` on \`member_qualification\` (\`qualification_id\`);`);
    this.addSql(`create index \`member_qualification_confirmed_by_id_index\` on \`member_qualification\` (\`confirmed_by_id\`);`);
    this.addSql(`create unique index \`member_qualification_member_id_qualification_id_unique\` on \`member_qualification\` (\`member_id\`, \`qualification_id\`);`);

    this.addSql(`create table \`shift_swap\` (\`id\` integer not null primary key autoincrement, \`shift_id\` integer not null, \`offered_by_id\` integer not null, \`created_at\` datetime not null, \`taken_by_id\` integer null, \`taken_at\` datetime null, constraint \`shift_swap_shift_id_foreign\` foreign key (\`shift_id\`) references \`shift\` (\`id\`) on delete cascade, constraint \`shift_swap_offered_by_id_foreign\` foreign key (\`offered_by_id\`) references \`member\` (\`id\`) on delete cascade, constraint \`shift_swap_taken_by_id_foreign\` foreign key (\`taken_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`shift_swap_shift_id_index\` on \`shift_swap\` (\`shift_id\`);`);
    this.addSql(`create index \`shift_swap_offered_by_id_index\` on \`shift_swap\` (\`offered_by_id\`);`);
    this.addSql(`create index \`shift_swap_taken_by_id_index\` on \`shift_swap\` (\`taken_by_id\`);`);

    this.addSql(`create table \`shift_standby\` (\`id\` integer not null primary key autoincrement, \`shift_id\` integer not null, \`member_id\` integer not null, \`created_at\` datetime not null, constraint \`shift_standby_shift_id_foreign\` foreign key (\`shift_id\`) references \`shift\` (\`id\`) on delete cascade, constraint \`shift_standby_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`shift_standby_shift_id_index\` on \`shift_standby\` (\`shift_id\`);`);
    this.addSql(`create index \`shift_standby_member_id_index\` on \`shift_standby\` (\`member_id\`);`);
    this.addSql(`create unique index \`shift_standby_shift_id_member_id_unique\` on \`shift_standby\` (\`shift_id\`, \`member_id\`);`);

    this.addSql(`create table \`shift_requirement\` (\`id\` integer not null primary key autoincrement, \`shift_id\` integer not null, \`qualification_id\` integer not null, constraint \`shift_requirement_shift_id_foreign\` foreign key (\`shift_id\`) references \`shift\` (\`id\`) on delete cascade, constraint \`shift_requirement_qualification_id_foreign\` foreign key (\`qualification_id\`) references \`qualification\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`shift_requirement_shift_id_index\` on \`shift_requirement\` (\`shift_id\`);`);
    this.addSql(`create index \`shift_requirement_qualification_id_index\` on \`shift_requirement\` (\`qualification_id\`);`);
    this.addSql(`create unique index \`shift_requirement_shift_id_qualification_id_unique\` on \`shift_requirement\` (\`shift_id\`, \`qualification_id\`);`);

    this.addSql(`alter table \`site_settings\` add column \`season_start\` text not null default '01-01';`);
    this.addSql(`alter table \`site_settings\` add column \`shift_perks\` json not null default '[]';`);

    this.addSql(`alter table \`shift\` add column \`lead_id\` integer null constraint \`shift_lead_id_foreign\` references \`member\` (\`id\`) on delete set null;`);
    this.addSql(`create index \`shift_lead_id_index\` on \`shift\` (\`lead_id\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`shift_signup__temp_alter\` (\`id\` integer not null primary key autoincrement, \`shift_id\` integer not null, \`member_id\` integer not null, \`created_at\` datetime not null, \`reminded_at\` datetime null, \`cancel_notice_at\` datetime null, \`attendance\` text check (\`attendance\` in ('arrived', 'no-show')) null, \`attendance_marked_at\` datetime null, \`attendance_marked_by_id\` integer null, constraint \`shift_signup_shift_id_foreign\` foreign key (\`shift_id\`) references \`shift\` (\`id\`) on delete cascade, constraint \`shift_signup_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade, constraint \`shift_signup_attendance_marked_by_id_foreign\` foreign key (\`attendance_marked_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`insert into \`shift_signup__temp_alter\` select \`id\`, \`shift_id\`, \`member_id\`, \`created_at\`, \`reminded_at\`, null as \`cancel_notice_at\`, null as \`attendance\`, null as \`attendance_marked_at\`, null as \`attendance_marked_by_id\` from \`shift_signup\`;`);
    this.addSql(`drop table \`shift_signup\`;`);
    this.addSql(`alter table \`shift_signup__temp_alter\` rename to \`shift_signup\`;`);
    this.addSql(`create index \`shift_signup_shift_id_index\` on \`shift_signup\` (\`shift_id\`);`);
    this.addSql(`create index \`shift_signup_member_id_index\` on \`shift_signup\` (\`member_id\`);`);
    this.addSql(`create index \`shift_signup_attendance_marked_by_id_index\` on \`shift_signup\` (\`attendance_marked_by_id\`);`);
    this.addSql(`create unique index \`shift_signup_shift_id_member_id_unique\` on \`shift_signup\` (\`shift_id\`, \`member_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`qualification\`;`);
    this.addSql(`drop table if exists \`member_qualification\`;`);
    this.addSql(`drop table if exists \`shift_swap\`;`);
    this.addSql(`drop table if exists \`shift_standby\`;`);
    this.addSql(`drop table if exists \`shift_requirement\`;`);

    this.addSql(`drop index \`shift_lead_id_index\`;`);
    this.addSql(`alter table \`shift\` drop column \`lead_id\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`shift_signup__temp_alter\` (\`id\` integer not null primary key autoincrement, \`shift_id\` INTEGER not null, \`member_id\` INTEGER not null, \`created_at\` datetime not null, \`reminded_at\` datetime null, constraint \`shift_signup_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on update no action on delete cascade, constraint \`shift_signup_shift_id_foreign\` foreign key (\`shift_id\`) references \`shift\` (\`id\`) on update no action on delete cascade);`);
    this.addSql(`insert into \`shift_signup__temp_alter\` select \`id\`, \`shift_id\`, \`member_id\`, \`created_at\`, \`reminded_at\` from \`shift_signup\`;`);
    this.addSql(`drop table \`shift_signup\`;`);
    this.addSql(`alter table \`shift_signup__temp_alter\` rename to \`shift_signup\`;`);
    this.addSql(`create unique index \`shift_signup_shift_id_member_id_unique\` on \`shift_signup\` (\`shift_id\`, \`member_id\`);`);
    this.addSql(`create index \`shift_signup_member_id_index\` on \`shift_signup\` (\`member_id\`);`);
    this.addSql(`create index \`shift_signup_shift_id_index\` on \`shift_signup\` (\`shift_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);

    this.addSql(`alter table \`site_settings\` drop column \`season_start\`;`);
    this.addSql(`alter table \`site_settings\` drop column \`shift_perks\`;`);
  }

}
