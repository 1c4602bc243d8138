import { Migration } from '@mikro-orm/migrations';

export class Migration20261202054521_image_focus extends Migration {

  override name = 'Migration20261202054521_image_focus';

  override up(): void | Promise<void> {
    this.addSql(`alter table "image" add "focus_x" int null, add "focus_y" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "image" drop column "focus_x", drop column "focus_y";`);
  }

}
