import { Migration } from '@mikro-orm/migrations';

export class Migration20261126143443_venue_address extends Migration {

  override name = 'Migration20261126143443_venue_address';

  override up(): void | Promise<void> {
    this.addSql(`alter table "venue" add "address" varchar(255) null, add "postal_code" varchar(10) null, add "url" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "venue" drop column "address", drop column "postal_code", drop column "url";`);
  }

}
