import { Migration } from '@mikro-orm/migrations';

export class Migration20261126163732_api_tokens extends Migration {

  override name = 'Migration20261126163732_api_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table \`api_token\` (\`id\` integer not null primary key autoincrement, \`token_hash\` text not null, \`member_id\` integer not null, \`name\` text not null, \`can_write\` integer not null, \`created_at\` datetime not null, \`last_used_at\` datetime null, \`expires_at\` datetime null, constraint \`api_token_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade);`);
    this.addSql(`create unique index \`api_token_token_hash_unique\` on \`api_token\` (\`token_hash\`);`);
    this.addSql(`create index \`api_token_member_id_index\` on \`api_token\` (\`member_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`api_token\`;`);
  }

}
