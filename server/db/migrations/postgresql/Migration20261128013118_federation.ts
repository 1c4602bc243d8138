import { Migration } from '@mikro-orm/migrations';

export class Migration20261128013118_federation extends Migration {

  override name = 'Migration20261128013118_federation';

  override up(): void | Promise<void> {
    this.addSql(`create table "federation_delivery" ("id" varchar(36) not null, "inbox_url" varchar(2000) not null, "body" text not null, "status" varchar(20) not null, "attempts" int not null, "next_attempt_at" bigint null, "created_at" bigint not null, "last_attempt_at" bigint null, "response_status" int null, "error" varchar(200) null, primary key ("id"));`);
    this.addSql(`create index "federation_delivery_next_attempt_at_index" on "federation_delivery" ("next_attempt_at");`);

    this.addSql(`create table "federation_follower" ("id" serial primary key, "actor_uri" varchar(2000) not null, "inbox_url" varchar(2000) not null, "shared_inbox_url" varchar(2000) null, "follow_id" varchar(2000) not null, "created_at" timestamptz not null, "failing_since" bigint null);`);
    this.addSql(`alter table "federation_follower" add constraint "federation_follower_actor_uri_unique" unique ("actor_uri");`);

    this.addSql(`create table "federation_key" ("algorithm" varchar(20) not null, "public_key" text not null, "private_key" text not null, "created_at" timestamptz not null, primary key ("algorithm"));`);

    this.addSql(`alter table "site_settings" add "federation_enabled" boolean not null default false, add "federation_handle" varchar(30) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "federation_delivery" cascade;`);
    this.addSql(`drop table if exists "federation_follower" cascade;`);
    this.addSql(`drop table if exists "federation_key" cascade;`);

    this.addSql(`alter table "site_settings" drop column "federation_enabled", drop column "federation_handle";`);
  }

}
