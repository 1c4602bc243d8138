// The same on both dialects; see ../rich-text-descriptions.ts.
export { Migration20261122153000_rich_text_descriptions } from '../rich-text-descriptions';
