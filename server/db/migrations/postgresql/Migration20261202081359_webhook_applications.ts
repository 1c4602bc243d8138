import { Migration } from '@mikro-orm/migrations';

export class Migration20261202081359_webhook_applications extends Migration {

  override name = 'Migration20261202081359_webhook_applications';

  override up(): void | Promise<void> {
    this.addSql(`alter table "webhook" add "applications" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook" drop column "applications";`);
  }

}
