import { Migration } from '@mikro-orm/migrations';
import { sanitizeRichText } from '../../lib/rich-text';

/**
 * Descriptions became formatted HTML, sanitized on write (DESIGN.md §11). Those written before are
 * sanitized now, plain text turned into paragraphs, so every stored description is safe to render.
 * The same SQL on both dialects.
 */
export class Migration20261122153000_rich_text_descriptions extends Migration {
  override name = 'Migration20261122153000_rich_text_descriptions';

  override async up(): Promise<void> {
    for (const table of ['artist', 'event']) {
      const rows = (await this.execute(`select id, description from ${table}`)) as { id: number; description: string }[];
      for (const row of rows) {
        const sanitized = sanitizeRichText(row.description);
        if (sanitized !== row.description) await this.execute(`update ${table} set description = ? where id = ?`, [sanitized, row.id]);
      }
    }
  }
}
