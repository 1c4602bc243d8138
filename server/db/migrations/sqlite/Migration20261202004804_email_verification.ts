import { Migration } from '@mikro-orm/migrations';

export class Migration20261202004804_email_verification extends Migration {

  override name = 'Migration20261202004804_email_verification';

  override up(): void | Promise<void> {
    this.addSql(`create table \`email_verification\` (\`id\` text not null primary key, \`member_id\` integer not null, \`email\` text not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, constraint \`email_verification_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`email_verification_member_id_index\` on \`email_verification\` (\`member_id\`);`);
    this.addSql(`create unique index \`email_verification_member_id_unique\` on \`email_verification\` (\`member_id\`);`);
    this.addSql(`create index \`email_verification_expires_at_index\` on \`email_verification\` (\`expires_at\`);`);

    this.addSql(`alter table \`member\` add column \`email_verified_at\` datetime null;`);
    this.addSql(`alter table \`member\` add column \`pending_email\` text null;`);
    // Approved members were looked at by a person before addresses were checked: theirs count as verified.
    this.addSql(`update \`member\` set \`email_verified_at\` = \`created_at\` where \`active\` = 1;`);
    // One row a member from now on; an older second row is the address's, not the member's.
    this.addSql(`update \`subscriber\` set \`member_id\` = null where \`member_id\` is not null and \`id\` not in (select min(\`id\`) from \`subscriber\` where \`member_id\` is not null group by \`member_id\`);`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`subscriber__temp_alter\` (\`id\` integer not null primary key autoincrement, \`email\` text null, \`confirmed_at\` datetime null, \`created_at\` datetime not null, \`member_id\` integer null, constraint \`subscriber_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade);`);
    this.addSql(`insert into \`subscriber__temp_alter\` select \`id\`, \`email\`, \`confirmed_at\`, \`created_at\`, \`member_id\` from \`subscriber\`;`);
    this.addSql(`drop table \`subscriber\`;`);
    this.addSql(`alter table \`subscriber__temp_alter\` rename to \`subscriber\`;`);
    this.addSql(`create unique index \`subscriber_email_unique\` on \`subscriber\` (\`email\`);`);
    this.addSql(`create index \`subscriber_member_id_index\` on \`subscriber\` (\`member_id\`);`);
    this.addSql(`create unique index \`subscriber_member_id_unique\` on \`subscriber\` (\`member_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
    // An unverified account's follows were confirmed by its login alone: no mail goes there until it is verified.
    this.addSql(`update \`subscriber\` set \`email\` = null, \`confirmed_at\` = null where \`member_id\` in (select \`id\` from \`member\` where \`email_verified_at\` is null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`email_verification\`;`);

    this.addSql(`alter table \`member\` drop column \`email_verified_at\`;`);
    this.addSql(`alter table \`member\` drop column \`pending_email\`;`);

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(`create table \`subscriber__temp_alter\` (\`id\` integer not null primary key autoincrement, \`email\` TEXT not null, \`confirmed_at\` datetime null, \`created_at\` datetime not null, \`member_id\` INTEGER null, constraint \`subscriber_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on update no action on delete cascade);`);
    this.addSql(`insert into \`subscriber__temp_alter\` select \`id\`, \`email\`, \`confirmed_at\`, \`created_at\`, \`member_id\` from \`subscriber\`;`);
    this.addSql(`drop table \`subscriber\`;`);
    this.addSql(`alter table \`subscriber__temp_alter\` rename to \`subscriber\`;`);
    this.addSql(`create index \`subscriber_member_id_index\` on \`subscriber\` (\`member_id\`);`);
    this.addSql(`create unique index \`subscriber_email_unique\` on \`subscriber\` (\`email\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

}
