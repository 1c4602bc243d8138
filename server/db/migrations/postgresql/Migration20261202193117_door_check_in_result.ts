import { Migration } from '@mikro-orm/migrations';

export class Migration20261202193117_door_check_in_result extends Migration {

  override name = 'Migration20261202193117_door_check_in_result';

  override up(): void | Promise<void> {
    this.addSql(`alter table "door_check_in" add "result" text not null default 'ok', add "message" varchar(200) null;`);
    this.addSql(`alter table "door_check_in" add constraint "door_check_in_result_check" check ("result" in ('ok', 'partial', 'already', 'full', 'unknown', 'refused'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "door_check_in" drop constraint "door_check_in_result_check";`);
    this.addSql(`alter table "door_check_in" drop column "result", drop column "message";`);
  }

}
