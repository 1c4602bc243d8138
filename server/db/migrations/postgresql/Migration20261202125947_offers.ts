import { Migration } from '@mikro-orm/migrations';

export class Migration20261202125947_offers extends Migration {

  override name = 'Migration20261202125947_offers';

  override up(): void | Promise<void> {
    this.addSql(`create table "offer" ("id" serial primary key, "hold_id" int null, "application_id" int not null, "venue_id" int not null, "date" varchar(10) not null, "deal_kind" varchar(10) not null, "fee" int null, "door_deal" varchar(300) null, "doors_at" timestamptz null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "hospitality" text null, "rider" text null, "message" text null, "status" varchar(20) not null default 'sent', "token_hash" varchar(64) not null, "event_id" int null, "artist_id" int null, "created_by_id" int null, "created_at" timestamptz not null, "answered_at" timestamptz null);`);
    this.addSql(`create index "offer_hold_id_index" on "offer" ("hold_id");`);
    this.addSql(`create index "offer_application_id_index" on "offer" ("application_id");`);
    this.addSql(`create index "offer_venue_id_index" on "offer" ("venue_id");`);
    this.addSql(`alter table "offer" add constraint "offer_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "offer_event_id_index" on "offer" ("event_id");`);
    this.addSql(`create index "offer_artist_id_index" on "offer" ("artist_id");`);
    this.addSql(`create index "offer_created_by_id_index" on "offer" ("created_by_id");`);

    this.addSql(`alter table "offer" add constraint "offer_hold_id_foreign" foreign key ("hold_id") references "hold" ("id") on delete set null;`);
    this.addSql(`alter table "offer" add constraint "offer_application_id_foreign" foreign key ("application_id") references "application" ("id") on delete cascade;`);
    this.addSql(`alter table "offer" add constraint "offer_venue_id_foreign" foreign key ("venue_id") references "venue" ("id") on delete cascade;`);
    this.addSql(`alter table "offer" add constraint "offer_event_id_foreign" foreign key ("event_id") references "event" ("id") on delete set null;`);
    this.addSql(`alter table "offer" add constraint "offer_artist_id_foreign" foreign key ("artist_id") references "artist" ("id") on delete set null;`);
    this.addSql(`alter table "offer" add constraint "offer_created_by_id_foreign" foreign key ("created_by_id") references "member" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "offer" cascade;`);
  }

}
