import { Migration } from '@mikro-orm/migrations';

export class Migration20261126150755_concert_artist_starts extends Migration {

  override name = 'Migration20261126150755_concert_artist_starts';

  override up(): void | Promise<void> {
    this.addSql(`create index \`concert_artist_id_starts_at_event_id_index\` on \`concert\` (\`artist_id\`, \`starts_at\`, \`event_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`concert_artist_id_starts_at_event_id_index\`;`);
  }

}
