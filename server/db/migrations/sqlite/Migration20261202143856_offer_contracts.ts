import { Migration } from '@mikro-orm/migrations';

export class Migration20261202143856_offer_contracts extends Migration {

  override name = 'Migration20261202143856_offer_contracts';

  override up(): void | Promise<void> {
    this.addSql(`create table \`offer_contract\` (\`offer_id\` integer not null primary key, \`data\` blob not null, constraint \`offer_contract_offer_id_foreign\` foreign key (\`offer_id\`) references \`offer\` (\`id\`) on update cascade on delete cascade);`);

    this.addSql(`alter table \`offer\` add column \`contract_name\` text null;`);
    this.addSql(`alter table \`offer\` add column \`contract_size\` integer null;`);
    this.addSql(`alter table \`offer\` add column \`contract_uploaded_at\` datetime null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`offer_contract\`;`);

    this.addSql(`alter table \`offer\` drop column \`contract_name\`;`);
    this.addSql(`alter table \`offer\` drop column \`contract_size\`;`);
    this.addSql(`alter table \`offer\` drop column \`contract_uploaded_at\`;`);
  }

}
