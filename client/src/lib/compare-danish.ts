/** Danish alphabetical order: æ, ø and å after z (DESIGN.md §7). */
export const compareDanish = new Intl.Collator('da').compare;
