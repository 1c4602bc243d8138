import { Migration } from '@mikro-orm/migrations';

export class Migration20261126170500_event_details extends Migration {

  override name = 'Migration20261126170500_event_details';

  override up(): void | Promise<void> {
    this.addSql(`alter table "event" add "doors_at" timestamptz null, add "price" varchar(60) null, add "age_limit" int null, add "status" text not null default 'scheduled';`);
    this.addSql(`alter table "event" add constraint "event_status_check" check ("status" in ('scheduled', 'sold-out', 'cancelled', 'postponed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "event" drop constraint "event_status_check";`);
    this.addSql(`alter table "event" drop column "doors_at", drop column "price", drop column "age_limit", drop column "status";`);
  }

}
