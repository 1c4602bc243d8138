import { Migration } from '@mikro-orm/migrations';

export class Migration20261202151106_reservations extends Migration {

  override name = 'Migration20261202151106_reservations';

  override up(): void | Promise<void> {
    this.addSql(`create table "reservation" ("id" serial primary key, "event_id" int not null, "name" varchar(100) not null, "email" varchar(254) not null, "places" int not null, "status" varchar(10) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz null, "confirmed_at" timestamptz null, "queued_at" timestamptz null);`);
    this.addSql(`create index "reservation_event_id_index" on "reservation" ("event_id");`);
    this.addSql(`alter table "reservation" add constraint "reservation_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "reservation_expires_at_index" on "reservation" ("expires_at");`);

    this.addSql(`alter table "event" add "reservation_capacity" int null;`);

    this.addSql(`alter table "reservation" add constraint "reservation_event_id_foreign" foreign key ("event_id") references "event" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "reservation" cascade;`);

    this.addSql(`alter table "event" drop column "reservation_capacity";`);
  }

}
