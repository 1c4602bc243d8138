import { Migration } from '@mikro-orm/migrations';

export class Migration20261202010144_image_variant_failure extends Migration {

  override name = 'Migration20261202010144_image_variant_failure';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`image_variant\` add column \`failure\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`image_variant\` drop column \`failure\`;`);
  }

}
