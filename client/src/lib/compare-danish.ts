import { onFirstUse } from '../../../shared/on-first-use';

const collator = onFirstUse(() => new Intl.Collator('da'));

/** Danish alphabetical order: æ, ø and å after z (docs/time-and-language.md). */
export const compareDanish = (a: string, b: string) => collator().compare(a, b);
