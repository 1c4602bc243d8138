import { Migration } from '@mikro-orm/migrations';

export class Migration20261202054514_image_focus extends Migration {

  override name = 'Migration20261202054514_image_focus';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`image\` add column \`focus_x\` integer null;`);
    this.addSql(`alter table \`image\` add column \`focus_y\` integer null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`image\` drop column \`focus_x\`;`);
    this.addSql(`alter table \`image\` drop column \`focus_y\`;`);
  }

}
