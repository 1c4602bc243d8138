import { Migration } from '@mikro-orm/migrations';

export class Migration20261202064001_event_kind_admission extends Migration {

  override name = 'Migration20261202064001_event_kind_admission';

  override up(): void | Promise<void> {
    this.addSql(`alter table "event" add "kind" text not null default 'concert', add "admission" text not null default 'ticket', add "door_price" int null;`);
    this.addSql(`alter table "event" add constraint "event_kind_check" check ("kind" in ('concert', 'bar-night', 'quiz', 'dj', 'workshop', 'communal-dinner', 'other'));`);
    this.addSql(`alter table "event" add constraint "event_admission_check" check ("admission" in ('ticket', 'free', 'door', 'reservation'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "event" drop constraint "event_kind_check";`);
    this.addSql(`alter table "event" drop constraint "event_admission_check";`);
    this.addSql(`alter table "event" drop column "kind", drop column "admission", drop column "door_price";`);
  }

}
