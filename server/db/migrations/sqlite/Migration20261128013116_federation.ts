import { Migration } from '@mikro-orm/migrations';

export class Migration20261128013116_federation extends Migration {

  override name = 'Migration20261128013116_federation';

  override up(): void | Promise<void> {
    this.addSql(`create table \`federation_delivery\` (\`id\` text not null primary key, \`inbox_url\` text not null, \`body\` text not null, \`status\` text not null, \`attempts\` integer not null, \`next_attempt_at\` bigint null, \`created_at\` bigint not null, \`last_attempt_at\` bigint null, \`response_status\` integer null, \`error\` text null);`);
    this.addSql(`create index \`federation_delivery_next_attempt_at_index\` on \`federation_delivery\` (\`next_attempt_at\`);`);

    this.addSql(`create table \`federation_follower\` (\`id\` integer not null primary key autoincrement, \`actor_uri\` text not null, \`inbox_url\` text not null, \`shared_inbox_url\` text null, \`follow_id\` text not null, \`created_at\` datetime not null, \`failing_since\` bigint null);`);
    this.addSql(`create unique index \`federation_follower_actor_uri_unique\` on \`federation_follower\` (\`actor_uri\`);`);

    this.addSql(`create table \`federation_key\` (\`algorithm\` text not null primary key, \`public_key\` text not null, \`private_key\` text not null, \`created_at\` datetime not null);`);

    this.addSql(`alter table \`site_settings\` add column \`federation_enabled\` integer not null default false;`);
    this.addSql(`alter table \`site_settings\` add column \`federation_handle\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`federation_delivery\`;`);
    this.addSql(`drop table if exists \`federation_follower\`;`);
    this.addSql(`drop table if exists \`federation_key\`;`);

    this.addSql(`alter table \`site_settings\` drop column \`federation_enabled\`;`);
    this.addSql(`alter table \`site_settings\` drop column \`federation_handle\`;`);
  }

}
