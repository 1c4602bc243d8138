import { Migration } from '@mikro-orm/migrations';

export class Migration20261202143856_offer_contracts extends Migration {

  override name = 'Migration20261202143856_offer_contracts';

  override up(): void | Promise<void> {
    this.addSql(`create table "offer_contract" ("offer_id" int not null, "data" bytea not null, primary key ("offer_id"));`);

    this.addSql(`alter table "offer" add "contract_name" varchar(200) null, add "contract_size" int null, add "contract_uploaded_at" timestamptz null;`);

    this.addSql(`alter table "offer_contract" add constraint "offer_contract_offer_id_foreign" foreign key ("offer_id") references "offer" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "offer_contract" cascade;`);

    this.addSql(`alter table "offer" drop column "contract_name", drop column "contract_size", drop column "contract_uploaded_at";`);
  }

}
