import { Migration } from '@mikro-orm/migrations';

export class Migration20261122163528_throttle extends Migration {

  override name = 'Migration20261122163528_throttle';

  override up(): void | Promise<void> {
    this.addSql(`create table "throttle" ("key" varchar(320) not null, "count" int not null, "reset_at" bigint not null, primary key ("key"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "throttle" cascade;`);
  }

}
