import { Migration } from '@mikro-orm/migrations';

export class Migration20261122225146_content_version extends Migration {

  override name = 'Migration20261122225146_content_version';

  override up(): void | Promise<void> {
    this.addSql(`create table \`content_version\` (\`id\` integer not null primary key, \`version\` integer not null);`);
    this.addSql(`insert into \`content_version\` (\`id\`, \`version\`) values (1, 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`content_version\`;`);
  }

}
