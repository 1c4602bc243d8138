// The backfill is the same on both dialects; see ../member-sort-keys-backfill.ts.
export { Migration20261122012300_member_sort_keys } from '../member-sort-keys-backfill';
