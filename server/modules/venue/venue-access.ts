import { p } from '@mikro-orm/core';
import { STEP_FREE, type StepFree } from '../../../shared/access';

/** A venue's access information (shared/access.ts), each item null until the venue tells it. */
export const venueAccessProperties = {
  accessStepFree: p.enum([...STEP_FREE]).$type<StepFree>().nullable(),
  accessAccessibleToilet: p.boolean().nullable(),
  accessHearingLoop: p.boolean().nullable(),
  accessSeating: p.boolean().nullable(),
  accessQuietRoom: p.boolean().nullable(),
  accessDisabledParking: p.boolean().nullable(),
  accessCompanionCard: p.boolean().nullable(),
  accessNote: p.text().nullable(),
};
