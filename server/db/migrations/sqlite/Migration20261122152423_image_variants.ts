import { Migration } from '@mikro-orm/migrations';

export class Migration20261122152423_image_variants extends Migration {

  override name = 'Migration20261122152423_image_variants';

  override up(): void | Promise<void> {
    this.addSql(`create table \`image_variant\` (\`id\` integer not null primary key autoincrement, \`image_id\` integer not null, \`variant\` text not null, \`data\` blob not null, \`width\` integer not null, \`height\` integer not null, \`byte_size\` integer not null, constraint \`image_variant_image_id_foreign\` foreign key (\`image_id\`) references \`image\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`image_variant_image_id_index\` on \`image_variant\` (\`image_id\`);`);
    this.addSql(`create unique index \`image_variant_image_id_variant_unique\` on \`image_variant\` (\`image_id\`, \`variant\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`image_variant\`;`);
  }

}
