import { Migration } from '@mikro-orm/migrations';

export class Migration20261126163929_webhooks extends Migration {

  override name = 'Migration20261126163929_webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table \`webhook\` (\`id\` integer not null primary key autoincrement, \`url\` text not null, \`events\` json not null, \`secret\` text not null, \`created_at\` datetime not null, \`created_by_id\` integer null, constraint \`webhook_created_by_id_foreign\` foreign key (\`created_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    this.addSql(`create index \`webhook_created_by_id_index\` on \`webhook\` (\`created_by_id\`);`);

    this.addSql(`create table \`webhook_delivery\` (\`id\` text not null primary key, \`webhook_id\` integer not null, \`type\` text not null, \`body\` text not null, \`status\` text not null, \`attempts\` integer not null, \`next_attempt_at\` bigint null, \`created_at\` bigint not null, \`last_attempt_at\` bigint null, \`response_status\` integer null, \`error\` text null, constraint \`webhook_delivery_webhook_id_foreign\` foreign key (\`webhook_id\`) references \`webhook\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`webhook_delivery_webhook_id_index\` on \`webhook_delivery\` (\`webhook_id\`);`);
    this.addSql(`create index \`webhook_delivery_next_attempt_at_index\` on \`webhook_delivery\` (\`next_attempt_at\`);`);
    this.addSql(`create index \`webhook_delivery_webhook_id_created_at_index\` on \`webhook_delivery\` (\`webhook_id\`, \`created_at\`);`);
  }

  override down(): void | Promise<void> {

    this.addSql(`drop table if exists \`webhook\`;`);
    this.addSql(`drop table if exists \`webhook_delivery\`;`);
  }

}
