import { Migration } from '@mikro-orm/migrations';

export class Migration20261127222145_settings extends Migration {

  override name = 'Migration20261127222145_settings';

  override up(): void | Promise<void> {
    this.addSql(`create table "site_settings" ("id" int not null, "name" varchar(255) null, "short_name" varchar(255) null, "tagline" varchar(255) null, "about" text null, "email" varchar(255) null, "phone" varchar(255) null, "address" varchar(255) null, "postal_code" varchar(10) null, "city" varchar(255) null, "cvr" varchar(8) null, "socials" jsonb not null, "accent_color" varchar(7) null, "logo_id" int null, "share_image_id" int null, "footer" text null, "shift_give_back_hours" int not null default 24, "updated_at" timestamptz null, "updated_by_id" int null, primary key ("id"));`);
    // The one row the settings live in (server/modules/settings/settings.entity.ts): empty until an admin fills it in.
    this.addSql(`insert into "site_settings" ("id", "socials") values (1, '[]');`);
    this.addSql(`create index "site_settings_logo_id_index" on "site_settings" ("logo_id");`);
    this.addSql(`create index "site_settings_share_image_id_index" on "site_settings" ("share_image_id");`);
    this.addSql(`create index "site_settings_updated_by_id_index" on "site_settings" ("updated_by_id");`);

    this.addSql(`alter table "team" add "public_description" text null;`);

    this.addSql(`alter table "site_settings" add constraint "site_settings_logo_id_foreign" foreign key ("logo_id") references "image" ("id") on delete set null;`);
    this.addSql(`alter table "site_settings" add constraint "site_settings_share_image_id_foreign" foreign key ("share_image_id") references "image" ("id") on delete set null;`);
    this.addSql(`alter table "site_settings" add constraint "site_settings_updated_by_id_foreign" foreign key ("updated_by_id") references "member" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "site_settings" cascade;`);

    this.addSql(`alter table "team" drop column "public_description";`);
  }

}
