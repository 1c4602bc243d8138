import { Migration } from '@mikro-orm/migrations';

export class Migration20261202010149_image_variant_failure extends Migration {

  override name = 'Migration20261202010149_image_variant_failure';

  override up(): void | Promise<void> {
    this.addSql(`alter table "image_variant" add "failure" varchar(200) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "image_variant" drop column "failure";`);
  }

}
