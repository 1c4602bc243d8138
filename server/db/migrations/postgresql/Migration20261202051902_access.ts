import { Migration } from '@mikro-orm/migrations';

export class Migration20261202051902_access extends Migration {

  override name = 'Migration20261202051902_access';

  override up(): void | Promise<void> {
    this.addSql(`alter table "venue" add "access_step_free" text null, add "access_accessible_toilet" boolean null, add "access_hearing_loop" boolean null, add "access_seating" boolean null, add "access_quiet_room" boolean null, add "access_disabled_parking" boolean null, add "access_companion_card" boolean null, add "access_note" text null;`);
    this.addSql(`alter table "venue" add constraint "venue_access_step_free_check" check ("access_step_free" in ('yes', 'partly', 'no'));`);

    this.addSql(`alter table "event" add "access_sign_language" boolean null, add "access_relaxed_performance" boolean null, add "access_strobe_light" boolean null, add "access_loud_music" boolean null, add "access_note" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "event" drop column "access_sign_language", drop column "access_relaxed_performance", drop column "access_strobe_light", drop column "access_loud_music", drop column "access_note";`);

    this.addSql(`alter table "venue" drop constraint "venue_access_step_free_check";`);
    this.addSql(`alter table "venue" drop column "access_step_free", drop column "access_accessible_toilet", drop column "access_hearing_loop", drop column "access_seating", drop column "access_quiet_room", drop column "access_disabled_parking", drop column "access_companion_card", drop column "access_note";`);
  }

}
