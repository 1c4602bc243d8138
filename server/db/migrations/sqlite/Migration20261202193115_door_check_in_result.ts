import { Migration } from '@mikro-orm/migrations';

export class Migration20261202193115_door_check_in_result extends Migration {

  override name = 'Migration20261202193115_door_check_in_result';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`door_check_in\` add column \`result\` text check (\`result\` in ('ok', 'partial', 'already', 'full', 'unknown', 'refused')) not null default 'ok';`);
    this.addSql(`alter table \`door_check_in\` add column \`message\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`door_check_in\` drop column \`message\`;`);
    this.addSql(`alter table \`door_check_in\` drop column \`result\`;`);
  }

}
