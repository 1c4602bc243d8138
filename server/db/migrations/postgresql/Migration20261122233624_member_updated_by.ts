import { Migration } from '@mikro-orm/migrations';

export class Migration20261122233624_member_updated_by extends Migration {

  override name = 'Migration20261122233624_member_updated_by';

  override up(): void | Promise<void> {
    this.addSql(`alter table "member" add "updated_by_id" int null;`);
    this.addSql(`alter table "member" add constraint "member_updated_by_id_foreign" foreign key ("updated_by_id") references "member" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "member" drop constraint "member_updated_by_id_foreign";`);

    this.addSql(`alter table "member" drop column "updated_by_id";`);
  }

}
