/**
 * A description as the server stored it: HTML sanitized with an allowlist on every write
 * (docs/content.md), so it is rendered as HTML; styles in styles.css (`.rich-text`).
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
