/**
 * Far deeper than any body of this API or any activity a fediverse server sends (a post with its
 * attachments and replies nests a handful of levels); deep enough nesting exhausts the stack of
 * whatever reads it next (JSON-LD expansion did at 5,000 levels: a 500 for an inbox post of 10 kB).
 */
export const MAX_JSON_DEPTH = 32;

/** How deeply arrays and objects nest in a JSON text, counted without parsing it (brackets in strings aside). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}
