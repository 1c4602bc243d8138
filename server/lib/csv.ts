/**
 * A cell for Excel: quoted when it holds the separator, a quote or a line break, and a text that
 * starts like a formula (=, +, -, @) is kept as text, so a name typed as "=HYPERLINK(…)" runs nothing.
 */
function csvCell(value: string | number): string {
  const text = String(value).replace(/^[=+\-@\t\r]/, (first) => `'${first}`);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A file Danish Excel opens as it is: it separates with semicolons and reads UTF-8 only after a byte-order mark. */
export function csvFile(lines: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
