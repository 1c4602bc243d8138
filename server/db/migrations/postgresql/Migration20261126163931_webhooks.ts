import { Migration } from '@mikro-orm/migrations';

export class Migration20261126163931_webhooks extends Migration {

  override name = 'Migration20261126163931_webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table "webhook" ("id" serial primary key, "url" varchar(2000) not null, "events" jsonb not null, "secret" varchar(64) not null, "created_at" timestamptz not null, "created_by_id" int null);`);
    this.addSql(`create index "webhook_created_by_id_index" on "webhook" ("created_by_id");`);

    this.addSql(`create table "webhook_delivery" ("id" varchar(36) not null, "webhook_id" int not null, "type" varchar(50) not null, "body" text not null, "status" varchar(20) not null, "attempts" int not null, "next_attempt_at" bigint null, "created_at" bigint not null, "last_attempt_at" bigint null, "response_status" int null, "error" varchar(200) null, primary key ("id"));`);
    this.addSql(`create index "webhook_delivery_next_attempt_at_index" on "webhook_delivery" ("next_attempt_at");`);
    this.addSql(`create index "webhook_delivery_webhook_id_created_at_index" on "webhook_delivery" ("webhook_id", "created_at");`);

    this.addSql(`alter table "webhook" add constraint "webhook_created_by_id_foreign" foreign key ("created_by_id") references "member" ("id") on delete set null;`);

    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_webhook_id_foreign" foreign key ("webhook_id") references "webhook" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_delivery" drop constraint "webhook_delivery_webhook_id_foreign";`);

    this.addSql(`drop table if exists "webhook" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
  }

}
