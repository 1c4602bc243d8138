import { Migration } from '@mikro-orm/migrations';

export class Migration20261122163528_throttle extends Migration {

  override name = 'Migration20261122163528_throttle';

  override up(): void | Promise<void> {
    this.addSql(`create table \`throttle\` (\`key\` text not null primary key, \`count\` integer not null, \`reset_at\` bigint not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`throttle\`;`);
  }

}
