import { Migration } from '@mikro-orm/migrations';

export class Migration20261126163342_shifts extends Migration {

  override name = 'Migration20261126163342_shifts';

  override up(): void | Promise<void> {
    this.addSql(`create table \`shift_calendar\` (\`id\` text not null primary key, \`member_id\` integer not null, \`created_at\` datetime not null, constraint \`shift_calendar_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`shift_calendar_member_id_index\` on \`shift_calendar\` (\`member_id\`);`);
    this.addSql(`create unique index \`shift_calendar_member_id_unique\` on \`shift_calendar\` (\`member_id\`);`);

    this.addSql(`create table \`shift\` (\`id\` integer not null primary key autoincrement, \`event_id\` integer not null, \`role\` text not null, \`starts_at\` datetime not null, \`ends_at\` datetime not null, \`capacity\` integer not null, \`note\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`shift_event_id_foreign\` foreign key (\`event_id\`) references \`event\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`shift_event_id_index\` on \`shift\` (\`event_id\`);`);
    this.addSql(`create index \`shift_starts_at_index\` on \`shift\` (\`starts_at\`);`);
    this.addSql(`create index \`shift_event_id_starts_at_id_index\` on \`shift\` (\`event_id\`, \`starts_at\`, \`id\`);`);

    this.addSql(`create table \`shift_signup\` (\`id\` integer not null primary key autoincrement, \`shift_id\` integer not null, \`member_id\` integer not null, \`created_at\` datetime not null, \`reminded_at\` datetime null, constraint \`shift_signup_shift_id_foreign\` foreign key (\`shift_id\`) references \`shift\` (\`id\`) on delete cascade, constraint \`shift_signup_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`shift_signup_shift_id_index\` on \`shift_signup\` (\`shift_id\`);`);
    this.addSql(`create index \`shift_signup_member_id_index\` on \`shift_signup\` (\`member_id\`);`);
    this.addSql(`create unique index \`shift_signup_shift_id_member_id_unique\` on \`shift_signup\` (\`shift_id\`, \`member_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`shift_calendar\`;`);
    this.addSql(`drop table if exists \`shift_signup\`;`);
    this.addSql(`drop table if exists \`shift\`;`);
  }

}
