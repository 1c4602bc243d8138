import { Migration } from '@mikro-orm/migrations';

export class Migration20261203075153_translations extends Migration {

  override name = 'Migration20261203075153_translations';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`crew\` add column \`translations\` json null;`);

    this.addSql(`alter table \`artist\` add column \`translations\` json null;`);

    this.addSql(`alter table \`site_settings\` add column \`translations\` json null;`);

    this.addSql(`alter table \`team\` add column \`translations\` json null;`);

    this.addSql(`alter table \`venue\` add column \`translations\` json null;`);

    this.addSql(`alter table \`event\` add column \`translations\` json null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`artist\` drop column \`translations\`;`);

    this.addSql(`alter table \`crew\` drop column \`translations\`;`);

    this.addSql(`alter table \`event\` drop column \`translations\`;`);

    this.addSql(`alter table \`site_settings\` drop column \`translations\`;`);

    this.addSql(`alter table \`team\` drop column \`translations\`;`);

    this.addSql(`alter table \`venue\` drop column \`translations\`;`);
  }

}
