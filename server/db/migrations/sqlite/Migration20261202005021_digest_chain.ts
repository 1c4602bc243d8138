import { Migration } from '@mikro-orm/migrations';

export class Migration20261202005021_digest_chain extends Migration {

  override name = 'Migration20261202005021_digest_chain';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`digest\` add column \`previous\` integer null;`);
    this.addSql(`create unique index \`digest_previous_unique\` on \`digest\` (\`previous\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`digest_previous_unique\`;`);
    this.addSql(`alter table \`digest\` drop column \`previous\`;`);
  }

}
