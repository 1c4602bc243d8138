import { Migration } from '@mikro-orm/migrations';

export class Migration20261202005023_digest_chain extends Migration {

  override name = 'Migration20261202005023_digest_chain';

  override up(): void | Promise<void> {
    this.addSql(`alter table "digest" add "previous" int null;`);
    this.addSql(`alter table "digest" add constraint "digest_previous_unique" unique ("previous");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "digest" drop constraint "digest_previous_unique";`);
    this.addSql(`alter table "digest" drop column "previous";`);
  }

}
