import { Migration } from '@mikro-orm/migrations';

export class Migration20261126143439_venue_address extends Migration {

  override name = 'Migration20261126143439_venue_address';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`venue\` add column \`address\` text null;`);
    this.addSql(`alter table \`venue\` add column \`postal_code\` text null;`);
    this.addSql(`alter table \`venue\` add column \`url\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`venue\` drop column \`address\`;`);
    this.addSql(`alter table \`venue\` drop column \`postal_code\`;`);
    this.addSql(`alter table \`venue\` drop column \`url\`;`);
  }

}
