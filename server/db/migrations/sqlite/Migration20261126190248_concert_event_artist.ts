import { Migration } from '@mikro-orm/migrations';

export class Migration20261126190248_concert_event_artist extends Migration {

  override name = 'Migration20261126190248_concert_event_artist';

  override up(): void | Promise<void> {
    this.addSql(`create index \`concert_event_id_artist_id_index\` on \`concert\` (\`event_id\`, \`artist_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`concert_event_id_artist_id_index\`;`);
  }

}
