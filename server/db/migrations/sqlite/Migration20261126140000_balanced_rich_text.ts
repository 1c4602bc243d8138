// The same on both dialects; see ../rich-text-descriptions.ts.
export { Migration20261126140000_balanced_rich_text } from '../rich-text-descriptions';
