import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../shared/constants';

/** The rule for a new password, shown under its field before anything is typed (docs/screens.md). */
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} tegn`;
