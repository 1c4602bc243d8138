import { Migration } from '@mikro-orm/migrations';

export class Migration20261122224325_image_data extends Migration {

  override name = 'Migration20261122224325_image_data';

  override up(): void | Promise<void> {
    this.addSql(`create table \`image_data\` (\`image_id\` integer not null primary key, \`data\` blob not null, constraint \`image_data_image_id_foreign\` foreign key (\`image_id\`) references \`image\` (\`id\`) on update cascade on delete cascade);`);
    // Every stored picture keeps its bytes: copied before the column goes.
    this.addSql(`insert into \`image_data\` (\`image_id\`, \`data\`) select \`id\`, \`data\` from \`image\`;`);
    this.addSql(`alter table \`image\` drop column \`data\`;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`image\` add column \`data\` blob;`);
    this.addSql(`update \`image\` set \`data\` = (select \`data\` from \`image_data\` where \`image_id\` = \`image\`.\`id\`);`);
    this.addSql(`drop table if exists \`image_data\`;`);
  }

}
