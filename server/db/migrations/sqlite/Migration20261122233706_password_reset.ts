import { Migration } from '@mikro-orm/migrations';

export class Migration20261122233706_password_reset extends Migration {

  override name = 'Migration20261122233706_password_reset';

  override up(): void | Promise<void> {
    this.addSql(`create table \`password_reset\` (\`id\` text not null primary key, \`member_id\` integer not null, \`created_at\` datetime not null, \`expires_at\` datetime not null, constraint \`password_reset_member_id_foreign\` foreign key (\`member_id\`) references \`member\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`password_reset_member_id_index\` on \`password_reset\` (\`member_id\`);`);
    this.addSql(`create index \`password_reset_expires_at_index\` on \`password_reset\` (\`expires_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`password_reset\`;`);
  }

}
