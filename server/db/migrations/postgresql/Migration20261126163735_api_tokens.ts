import { Migration } from '@mikro-orm/migrations';

export class Migration20261126163735_api_tokens extends Migration {

  override name = 'Migration20261126163735_api_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_token" ("id" serial primary key, "token_hash" varchar(64) not null, "member_id" int not null, "name" varchar(100) not null, "can_write" boolean not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "expires_at" timestamptz null);`);
    this.addSql(`alter table "api_token" add constraint "api_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "api_token_member_id_index" on "api_token" ("member_id");`);

    this.addSql(`alter table "api_token" add constraint "api_token_member_id_foreign" foreign key ("member_id") references "member" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_token" cascade;`);
  }

}
