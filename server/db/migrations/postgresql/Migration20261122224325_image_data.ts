import { Migration } from '@mikro-orm/migrations';

export class Migration20261122224325_image_data extends Migration {

  override name = 'Migration20261122224325_image_data';

  override up(): void | Promise<void> {
    this.addSql(`create table "image_data" ("image_id" int not null, "data" bytea not null, primary key ("image_id"));`);
    // Every stored picture keeps its bytes: copied before the column goes.
    this.addSql(`insert into "image_data" ("image_id", "data") select "id", "data" from "image";`);
    this.addSql(`alter table "image" drop column "data";`);

    this.addSql(`alter table "image_data" add constraint "image_data_image_id_foreign" foreign key ("image_id") references "image" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "image" add "data" bytea;`);
    this.addSql(`update "image" set "data" = (select "data" from "image_data" where "image_id" = "image"."id");`);
    this.addSql(`alter table "image" alter column "data" set not null;`);
    this.addSql(`drop table if exists "image_data" cascade;`);
  }

}
