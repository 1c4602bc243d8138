import { Migration } from '@mikro-orm/migrations';

export class Migration20261127222144_settings extends Migration {

  override name = 'Migration20261127222144_settings';

  override up(): void | Promise<void> {
    this.addSql(`create table \`site_settings\` (\`id\` integer not null primary key, \`name\` text null, \`short_name\` text null, \`tagline\` text null, \`about\` text null, \`email\` text null, \`phone\` text null, \`address\` text null, \`postal_code\` text null, \`city\` text null, \`cvr\` text null, \`socials\` json not null, \`accent_color\` text null, \`logo_id\` integer null, \`share_image_id\` integer null, \`footer\` text null, \`shift_give_back_hours\` integer not null default 24, \`updated_at\` datetime null, \`updated_by_id\` integer null, constraint \`site_settings_logo_id_foreign\` foreign key (\`logo_id\`) references \`image\` (\`id\`) on delete set null, constraint \`site_settings_share_image_id_foreign\` foreign key (\`share_image_id\`) references \`image\` (\`id\`) on delete set null, constraint \`site_settings_updated_by_id_foreign\` foreign key (\`updated_by_id\`) references \`member\` (\`id\`) on delete set null);`);
    // The one row the settings live in (server/modules/settings/settings.entity.ts): empty until an admin fills it in.
    this.addSql(`insert into \`site_settings\` (\`id\`, \`socials\`) values (1, '[]');`);
    this.addSql(`create index \`site_settings_logo_id_index\` on \`site_settings\` (\`logo_id\`);`);
    this.addSql(`create index \`site_settings_share_image_id_index\` on \`site_settings\` (\`share_image_id\`);`);
    this.addSql(`create index \`site_settings_updated_by_id_index\` on \`site_settings\` (\`updated_by_id\`);`);

    this.addSql(`alter table \`team\` add column \`public_description\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`site_settings\`;`);

    this.addSql(`alter table \`team\` drop column \`public_description\`;`);
  }

}
