import { Migration } from '@mikro-orm/migrations';

export class Migration20261202123420_holds extends Migration {

  override name = 'Migration20261202123420_holds';

  override up(): void | Promise<void> {
    this.addSql(`create table "hold" ("id" serial primary key, "venue_id" int not null, "date" varchar(10) not null, "rank" int not null, "expires_on" varchar(10) not null, "application_id" int null, "artist_id" int null, "note" varchar(300) null, "created_by_id" int null, "created_at" timestamptz not null, "reminded_at" timestamptz null);`);
    this.addSql(`create index "hold_application_id_index" on "hold" ("application_id");`);
    this.addSql(`create index "hold_artist_id_index" on "hold" ("artist_id");`);
    this.addSql(`create index "hold_created_by_id_index" on "hold" ("created_by_id");`);
    this.addSql(`create index "hold_expires_on_index" on "hold" ("expires_on");`);
    this.addSql(`alter table "hold" add constraint "hold_venue_id_date_rank_unique" unique ("venue_id", "date", "rank");`);

    this.addSql(`create table "closed_date" ("id" serial primary key, "venue_id" int not null, "date" varchar(10) not null, "reason" varchar(100) null);`);
    this.addSql(`alter table "closed_date" add constraint "closed_date_venue_id_date_unique" unique ("venue_id", "date");`);

    this.addSql(`alter table "hold" add constraint "hold_venue_id_foreign" foreign key ("venue_id") references "venue" ("id") on delete cascade;`);
    this.addSql(`alter table "hold" add constraint "hold_application_id_foreign" foreign key ("application_id") references "application" ("id") on delete cascade;`);
    this.addSql(`alter table "hold" add constraint "hold_artist_id_foreign" foreign key ("artist_id") references "artist" ("id") on delete cascade;`);
    this.addSql(`alter table "hold" add constraint "hold_created_by_id_foreign" foreign key ("created_by_id") references "member" ("id") on delete set null;`);

    this.addSql(`alter table "closed_date" add constraint "closed_date_venue_id_foreign" foreign key ("venue_id") references "venue" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "hold" cascade;`);
    this.addSql(`drop table if exists "closed_date" cascade;`);
  }

}
