import { Migration } from '@mikro-orm/migrations';

export class Migration20261122233708_password_reset extends Migration {

  override name = 'Migration20261122233708_password_reset';

  override up(): void | Promise<void> {
    this.addSql(`create table "password_reset" ("id" varchar(64) not null, "member_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "password_reset_member_id_index" on "password_reset" ("member_id");`);
    this.addSql(`create index "password_reset_expires_at_index" on "password_reset" ("expires_at");`);

    this.addSql(`alter table "password_reset" add constraint "password_reset_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_reset" cascade;`);
  }

}
