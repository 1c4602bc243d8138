// The same on both dialects; see ../rich-text-descriptions.ts.
export { Migration20261125143000_links_without_target } from '../rich-text-descriptions';
