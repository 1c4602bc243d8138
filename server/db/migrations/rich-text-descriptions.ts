import { Migration } from '@mikro-orm/migrations';
import { sanitizeRichText } from '../../lib/rich-text';

/** Puts every stored description through the sanitizer as it is now. The same SQL on both dialects. */
async function sanitizeStoredDescriptions(migration: Migration): Promise<void> {
  for (const table of ['artist', 'event']) {
    const rows = (await migration.execute(`select id, description from ${table}`)) as { id: number; description: string }[];
    for (const row of rows) {
      const sanitized = sanitizeRichText(row.description);
      if (sanitized !== row.description) await migration.execute(`update ${table} set description = ? where id = ?`, [sanitized, row.id]);
    }
  }
}

/**
 * Descriptions became formatted HTML, sanitized on write (docs/content.md). Those written before are
 * sanitized now, plain text turned into paragraphs, so every stored description is safe to render.
 */
export class Migration20261122153000_rich_text_descriptions extends Migration {
  override name = 'Migration20261122153000_rich_text_descriptions';

  override async up(): Promise<void> {
    await sanitizeStoredDescriptions(this);
  }
}

/**
 * Links keep their address and rel and nothing else (docs/content.md: "no attributes else"), so the
 * target="_blank" the sanitizer used to add goes, and a link whose address was refused becomes its words.
 */
export class Migration20261125143000_links_without_target extends Migration {
  override name = 'Migration20261125143000_links_without_target';

  override async up(): Promise<void> {
    await sanitizeStoredDescriptions(this);
  }
}

/**
 * A refused link before an allowed one left the allowed link open (its </a> was written as
 * </span>) over the rest of the description, and markup the sanitizer thinned out could read back
 * in another shape: every description is now balanced and sanitizes to itself.
 */
export class Migration20261126140000_balanced_rich_text extends Migration {
  override name = 'Migration20261126140000_balanced_rich_text';

  override async up(): Promise<void> {
    await sanitizeStoredDescriptions(this);
  }
}
