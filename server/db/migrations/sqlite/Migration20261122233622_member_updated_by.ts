import { Migration } from '@mikro-orm/migrations';

export class Migration20261122233622_member_updated_by extends Migration {

  override name = 'Migration20261122233622_member_updated_by';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`member\` add column \`updated_by_id\` integer null constraint \`member_updated_by_id_foreign\` references \`member\` (\`id\`) on delete set null;`);
    this.addSql(`create index \`member_updated_by_id_index\` on \`member\` (\`updated_by_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`member_updated_by_id_index\`;`);
    this.addSql(`alter table \`member\` drop column \`updated_by_id\`;`);
  }

}
