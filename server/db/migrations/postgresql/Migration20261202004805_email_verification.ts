import { Migration } from '@mikro-orm/migrations';

export class Migration20261202004805_email_verification extends Migration {

  override name = 'Migration20261202004805_email_verification';

  override up(): void | Promise<void> {
    this.addSql(`create table "email_verification" ("id" varchar(64) not null, "member_id" int not null, "email" varchar(254) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "email_verification" add constraint "email_verification_member_id_unique" unique ("member_id");`);
    this.addSql(`create index "email_verification_expires_at_index" on "email_verification" ("expires_at");`);

    this.addSql(`alter table "member" add "email_verified_at" timestamptz null, add "pending_email" varchar(254) null;`);

    // Approved members were looked at by a person before addresses were checked: theirs count as verified.
    this.addSql(`update "member" set "email_verified_at" = "created_at" where "active";`);
    // One row a member from now on; an older second row is the address's, not the member's.
    this.addSql(`update "subscriber" set "member_id" = null where "member_id" is not null and "id" not in (select min("id") from "subscriber" where "member_id" is not null group by "member_id");`);

    this.addSql(`drop index "subscriber_member_id_index";`);
    this.addSql(`alter table "subscriber" alter column "email" drop not null;`);
    this.addSql(`alter table "subscriber" add constraint "subscriber_member_id_unique" unique ("member_id");`);
    // An unverified account's follows were confirmed by its login alone: no mail goes there until it is verified.
    this.addSql(`update "subscriber" set "email" = null, "confirmed_at" = null where "member_id" in (select "id" from "member" where "email_verified_at" is null);`);

    this.addSql(`alter table "email_verification" add constraint "email_verification_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_verification" cascade;`);

    this.addSql(`alter table "member" drop column "email_verified_at", drop column "pending_email";`);

    this.addSql(`alter table "subscriber" drop constraint "subscriber_member_id_unique";`);
    this.addSql(`alter table "subscriber" alter column "email" set not null;`);
    this.addSql(`create index "subscriber_member_id_index" on "subscriber" ("member_id");`);
  }

}
