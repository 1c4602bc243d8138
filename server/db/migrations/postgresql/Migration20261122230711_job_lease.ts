import { Migration } from '@mikro-orm/migrations';

export class Migration20261122230711_job_lease extends Migration {

  override name = 'Migration20261122230711_job_lease';

  override up(): void | Promise<void> {
    this.addSql(`create table "job_lease" ("job" varchar(100) not null, "holder" varchar(100) not null, "expires_at" bigint not null, primary key ("job"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_lease" cascade;`);
  }

}
