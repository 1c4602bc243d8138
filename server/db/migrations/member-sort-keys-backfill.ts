import { Migration } from '@mikro-orm/migrations';
import { danishSortKey } from '../../lib/danish-sort-key';

/** Fills the Danish sort keys of members who existed before the keys did (written by hand, the same SQL on both dialects). */
export class Migration20261122012300_member_sort_keys extends Migration {
  override name = 'Migration20261122012300_member_sort_keys';

  override async up(): Promise<void> {
    const members = (await this.execute('select id, first_name, last_name from member')) as {
      id: number;
      first_name: string;
      last_name: string;
    }[];
    for (const member of members) {
      await this.execute('update member set first_name_sort_key = ?, last_name_sort_key = ? where id = ?', [
        danishSortKey(member.first_name),
        danishSortKey(member.last_name),
        member.id,
      ]);
    }
  }
}
