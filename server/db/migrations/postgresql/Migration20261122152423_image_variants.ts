import { Migration } from '@mikro-orm/migrations';

export class Migration20261122152423_image_variants extends Migration {

  override name = 'Migration20261122152423_image_variants';

  override up(): void | Promise<void> {
    this.addSql(`create table "image_variant" ("id" serial primary key, "image_id" int not null, "variant" varchar(8) not null, "data" bytea not null, "width" int not null, "height" int not null, "byte_size" int not null);`);
    this.addSql(`alter table "image_variant" add constraint "image_variant_image_id_variant_unique" unique ("image_id", "variant");`);

    this.addSql(`alter table "image_variant" add constraint "image_variant_image_id_foreign" foreign key ("image_id") references "image" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "image_variant" cascade;`);
  }

}
