import { Migration } from '@mikro-orm/migrations';

export class Migration20261125155318_serving_instance extends Migration {

  override name = 'Migration20261125155318_serving_instance';

  override up(): void | Promise<void> {
    this.addSql(`create table "serving_instance" ("id" varchar(100) not null, "seen_version" int not null, "lease_until" timestamptz not null, primary key ("id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "serving_instance" cascade;`);
  }

}
