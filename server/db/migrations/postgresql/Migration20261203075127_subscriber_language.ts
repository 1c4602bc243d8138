import { Migration } from '@mikro-orm/migrations';

export class Migration20261203075127_subscriber_language extends Migration {

  override name = 'Migration20261203075127_subscriber_language';

  override up(): void | Promise<void> {
    this.addSql(`alter table "subscriber" add "language" varchar(2) not null default 'da';`);

    this.addSql(`alter table "reservation" add "language" varchar(2) not null default 'da';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "reservation" drop column "language";`);

    this.addSql(`alter table "subscriber" drop column "language";`);
  }

}
