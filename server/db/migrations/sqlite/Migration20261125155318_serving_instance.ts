import { Migration } from '@mikro-orm/migrations';

export class Migration20261125155318_serving_instance extends Migration {

  override name = 'Migration20261125155318_serving_instance';

  override up(): void | Promise<void> {
    this.addSql(`create table \`serving_instance\` (\`id\` text not null primary key, \`seen_version\` integer not null, \`lease_until\` datetime not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`serving_instance\`;`);
  }

}
