import { Migration } from '@mikro-orm/migrations';

export class Migration20261202010248_federation_blocked_server extends Migration {

  override name = 'Migration20261202010248_federation_blocked_server';

  override up(): void | Promise<void> {
    this.addSql(`create table "federation_blocked_server" ("host" varchar(260) not null, "created_at" timestamptz not null, primary key ("host"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "federation_blocked_server" cascade;`);
  }

}
