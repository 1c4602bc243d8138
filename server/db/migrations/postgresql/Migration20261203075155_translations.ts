import { Migration } from '@mikro-orm/migrations';

export class Migration20261203075155_translations extends Migration {

  override name = 'Migration20261203075155_translations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "crew" add "translations" jsonb null;`);

    this.addSql(`alter table "artist" add "translations" jsonb null;`);

    this.addSql(`alter table "site_settings" add "translations" jsonb null;`);

    this.addSql(`alter table "team" add "translations" jsonb null;`);

    this.addSql(`alter table "venue" add "translations" jsonb null;`);

    this.addSql(`alter table "event" add "translations" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "artist" drop column "translations";`);

    this.addSql(`alter table "crew" drop column "translations";`);

    this.addSql(`alter table "event" drop column "translations";`);

    this.addSql(`alter table "site_settings" drop column "translations";`);

    this.addSql(`alter table "team" drop column "translations";`);

    this.addSql(`alter table "venue" drop column "translations";`);
  }

}
