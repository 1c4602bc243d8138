import { z } from 'zod';
import { ACCESS_NOTE_MAX, ACCESS_WORDING, EVENT_ACCESS_FLAGS, type EventAccessFlag, STEP_FREE, VENUE_ACCESS_FLAGS, type VenueAccessFlag } from '../access';
import { jsonBoolean, optionalField, requiredText } from './common';

const NOTE_INVALID = 'Teksten om tilgængelighed skal være tekst';
const STEP_FREE_INVALID = 'Trinfri indgang skal være "yes", "partly" eller "no"';

/** A yes/no item as sent: true, false, or null (or left out) for not told, which is stored as nothing. */
const flagInput = (flag: VenueAccessFlag | EventAccessFlag) =>
  jsonBoolean(`${ACCESS_WORDING[flag].label} skal være true, false eller null`)
    .nullish()
    .transform((value) => value ?? undefined)
    .meta({ description: `${ACCESS_WORDING[flag].label}: true, false eller null (ikke oplyst, vises ikke)` });

const flagInputs = <Flag extends VenueAccessFlag | EventAccessFlag>(flags: readonly Flag[]) =>
  Object.fromEntries(flags.map((flag) => [flag, flagInput(flag)])) as Record<Flag, ReturnType<typeof flagInput>>;

const flagOutputs = <Flag extends VenueAccessFlag | EventAccessFlag>(flags: readonly Flag[]) =>
  Object.fromEntries(flags.map((flag) => [flag, z.boolean().optional()])) as Record<Flag, z.ZodOptional<z.ZodBoolean>>;

const noteInput = optionalField(requiredText(NOTE_INVALID, ACCESS_NOTE_MAX), NOTE_INVALID, 'Fri tekst om tilgængelighed').transform(
  (note) => note ?? undefined,
);

const REPLACES = 'Sendt erstatter det hele det gemte (et felt udeladt eller null er ikke oplyst); udeladt beholder det gemte, null fjerner alt';

export const venueAccessInputSchema = z
  .object({
    stepFree: z
      .enum(STEP_FREE, { error: STEP_FREE_INVALID })
      .nullish()
      .transform((value) => value ?? undefined)
      .meta({ description: 'Trinfri indgang: yes, partly (delvis) eller no; null er ikke oplyst' }),
    ...flagInputs(VENUE_ACCESS_FLAGS),
    note: noteInput,
  })
  .meta({ description: `Spillestedets tilgængelighed. ${REPLACES}` });
export type VenueAccessInput = z.input<typeof venueAccessInputSchema>;

export const eventAccessInputSchema = z
  .object({ ...flagInputs(EVENT_ACCESS_FLAGS), note: noteInput })
  .meta({ description: `Aftenens tilgængelighed (spillestedets står på spillestedet). ${REPLACES}` });
export type EventAccessInput = z.input<typeof eventAccessInputSchema>;

/** What a venue tells of its access: only the items set; absent from the venue when none is. */
export const venueAccessSchema = z
  .object({ stepFree: z.enum(STEP_FREE).optional(), ...flagOutputs(VENUE_ACCESS_FLAGS), note: z.string().optional() })
  .meta({ id: 'VenueAccess' });

/** What a night tells of its access: only the items set; absent from the event when none is. */
export const eventAccessSchema = z.object({ ...flagOutputs(EVENT_ACCESS_FLAGS), note: z.string().optional() }).meta({ id: 'EventAccess' });
