import { Migration } from '@mikro-orm/migrations';

export class Migration20261126134751_list_indexes extends Migration {

  override name = 'Migration20261126134751_list_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "member_profile_picture_id_index" on "member" ("profile_picture_id");`);
    this.addSql(`create index "member_approved_by_id_index" on "member" ("approved_by_id");`);
    this.addSql(`create index "member_updated_by_id_index" on "member" ("updated_by_id");`);
    this.addSql(`create index "member_first_name_sort_key_last_name_sort_key_id_index" on "member" ("first_name_sort_key", "last_name_sort_key", "id");`);
    this.addSql(`create index "member_active_public_consent_index" on "member" ("active", "public_consent");`);

    this.addSql(`create index "landing_image_image_id_index" on "landing_image" ("image_id");`);
    this.addSql(`create index "landing_image_created_by_id_index" on "landing_image" ("created_by_id");`);

    this.addSql(`create index "artist_image_id_index" on "artist" ("image_id");`);
    this.addSql(`create index "artist_created_by_id_index" on "artist" ("created_by_id");`);
    this.addSql(`create index "artist_updated_by_id_index" on "artist" ("updated_by_id");`);

    this.addSql(`create index "artist_genres_genre_id_index" on "artist_genres" ("genre_id");`);

    this.addSql(`create index "member_teams_team_id_index" on "member_teams" ("team_id");`);

    this.addSql(`create index "venue_created_by_id_index" on "venue" ("created_by_id");`);
    this.addSql(`create index "venue_updated_by_id_index" on "venue" ("updated_by_id");`);

    this.addSql(`drop index "event_is_public_index";`);
    this.addSql(`create index "event_image_id_index" on "event" ("image_id");`);
    this.addSql(`create index "event_created_by_id_index" on "event" ("created_by_id");`);
    this.addSql(`create index "event_updated_by_id_index" on "event" ("updated_by_id");`);
    this.addSql(`create index "event_is_public_from_date_id_index" on "event" ("is_public", "from_date", "id");`);
    this.addSql(`create index "event_is_public_title_sort_key_id_index" on "event" ("is_public", "title_sort_key", "id");`);
    this.addSql(`create index "event_venue_id_from_date_id_index" on "event" ("venue_id", "from_date", "id");`);

    this.addSql(`create index "concert_event_id_index" on "concert" ("event_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "artist_image_id_index";`);
    this.addSql(`drop index "artist_created_by_id_index";`);
    this.addSql(`drop index "artist_updated_by_id_index";`);

    this.addSql(`drop index "artist_genres_genre_id_index";`);

    this.addSql(`drop index "concert_event_id_index";`);

    this.addSql(`drop index "event_image_id_index";`);
    this.addSql(`drop index "event_created_by_id_index";`);
    this.addSql(`drop index "event_updated_by_id_index";`);
    this.addSql(`drop index "event_is_public_from_date_id_index";`);
    this.addSql(`drop index "event_is_public_title_sort_key_id_index";`);
    this.addSql(`drop index "event_venue_id_from_date_id_index";`);
    this.addSql(`create index "event_is_public_index" on "event" ("is_public");`);

    this.addSql(`drop index "landing_image_image_id_index";`);
    this.addSql(`drop index "landing_image_created_by_id_index";`);

    this.addSql(`drop index "member_profile_picture_id_index";`);
    this.addSql(`drop index "member_approved_by_id_index";`);
    this.addSql(`drop index "member_updated_by_id_index";`);
    this.addSql(`drop index "member_first_name_sort_key_last_name_sort_key_id_index";`);
    this.addSql(`drop index "member_active_public_consent_index";`);

    this.addSql(`drop index "member_teams_team_id_index";`);

    this.addSql(`drop index "venue_created_by_id_index";`);
    this.addSql(`drop index "venue_updated_by_id_index";`);
  }

}
