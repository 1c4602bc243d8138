/**
 * Descriptions are formatted HTML (docs/content.md). What a person reads of them, for the required-text
 * rules of docs/product.md (`<p></p>` is empty), meta descriptions, feeds and structured data. Not a
 * sanitizer (the server's is, on every write): only a reader of text.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
    const point = code[1]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}

export function richTextToPlainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
      .replace(/<\/?(p|h[1-6]|li|br|ul|ol|div)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>?/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export const hasText = (html: string) => richTextToPlainText(html).length > 0;

/** The first words of a description, for a meta description or a card: whole words, with an ellipsis. */
export function excerpt(html: string, maxLength = 160): string {
  const text = richTextToPlainText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength / 2))}…`;
}
