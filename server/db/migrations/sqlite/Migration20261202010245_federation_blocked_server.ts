import { Migration } from '@mikro-orm/migrations';

export class Migration20261202010245_federation_blocked_server extends Migration {

  override name = 'Migration20261202010245_federation_blocked_server';

  override up(): void | Promise<void> {
    this.addSql(`create table \`federation_blocked_server\` (\`host\` text not null primary key, \`created_at\` datetime not null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`federation_blocked_server\`;`);
  }

}
