import { Migration } from '@mikro-orm/migrations';

export class Migration20261126134748_list_indexes extends Migration {

  override name = 'Migration20261126134748_list_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index \`member_first_name_sort_key_last_name_sort_key_id_index\` on \`member\` (\`first_name_sort_key\`, \`last_name_sort_key\`, \`id\`);`);
    this.addSql(`create index \`member_active_public_consent_index\` on \`member\` (\`active\`, \`public_consent\`);`);

    this.addSql(`drop index \`event_is_public_index\`;`);
    this.addSql(`create index \`event_is_public_from_date_id_index\` on \`event\` (\`is_public\`, \`from_date\`, \`id\`);`);
    this.addSql(`create index \`event_is_public_title_sort_key_id_index\` on \`event\` (\`is_public\`, \`title_sort_key\`, \`id\`);`);
    this.addSql(`create index \`event_venue_id_from_date_id_index\` on \`event\` (\`venue_id\`, \`from_date\`, \`id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`event_is_public_from_date_id_index\`;`);
    this.addSql(`drop index \`event_is_public_title_sort_key_id_index\`;`);
    this.addSql(`drop index \`event_venue_id_from_date_id_index\`;`);
    this.addSql(`create index \`event_is_public_index\` on \`event\` (\`is_public\`);`);

    this.addSql(`drop index \`member_first_name_sort_key_last_name_sort_key_id_index\`;`);
    this.addSql(`drop index \`member_active_public_consent_index\`;`);
  }

}
