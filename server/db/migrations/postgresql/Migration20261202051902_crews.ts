import { Migration } from '@mikro-orm/migrations';

export class Migration20261202051902_crews extends Migration {

  override name = 'Migration20261202051902_crews';

  override up(): void | Promise<void> {
    this.addSql(`create table "crew" ("id" serial primary key, "name" varchar(60) not null, "name_sort_key" text not null default '', "description" text not null, "image_id" int null, "lead_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "created_by_id" int null, "updated_by_id" int null);`);
    this.addSql(`alter table "crew" add constraint "crew_name_unique" unique ("name");`);
    this.addSql(`create index "crew_name_sort_key_index" on "crew" ("name_sort_key");`);
    this.addSql(`create index "crew_image_id_index" on "crew" ("image_id");`);
    this.addSql(`create index "crew_lead_id_index" on "crew" ("lead_id");`);
    this.addSql(`create index "crew_created_by_id_index" on "crew" ("created_by_id");`);
    this.addSql(`create index "crew_updated_by_id_index" on "crew" ("updated_by_id");`);

    this.addSql(`create table "crew_members" ("crew_id" int not null, "member_id" int not null, primary key ("crew_id", "member_id"));`);
    this.addSql(`create index "crew_members_member_id_index" on "crew_members" ("member_id");`);

    this.addSql(`alter table "shift" add "crew_id" int null;`);
    this.addSql(`alter table "shift" add constraint "shift_crew_id_foreign" foreign key ("crew_id") references "crew" ("id") on delete set null;`);
    this.addSql(`create index "shift_crew_id_index" on "shift" ("crew_id");`);

    this.addSql(`alter table "crew" add constraint "crew_image_id_foreign" foreign key ("image_id") references "image" ("id") on delete set null;`);
    this.addSql(`alter table "crew" add constraint "crew_lead_id_foreign" foreign key ("lead_id") references "member" ("id") on delete set null;`);
    this.addSql(`alter table "crew" add constraint "crew_created_by_id_foreign" foreign key ("created_by_id") references "member" ("id") on delete set null;`);
    this.addSql(`alter table "crew" add constraint "crew_updated_by_id_foreign" foreign key ("updated_by_id") references "member" ("id") on delete set null;`);

    this.addSql(`alter table "crew_members" add constraint "crew_members_crew_id_foreign" foreign key ("crew_id") references "crew" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "crew_members" add constraint "crew_members_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "crew_members" drop constraint "crew_members_crew_id_foreign";`);
    this.addSql(`alter table "shift" drop constraint "shift_crew_id_foreign";`);

    this.addSql(`drop table if exists "crew" cascade;`);
    this.addSql(`drop table if exists "crew_members" cascade;`);

    this.addSql(`drop index "shift_crew_id_index";`);
    this.addSql(`alter table "shift" drop column "crew_id";`);
  }

}
