import { z } from 'zod';
import { crewInputSchema } from '../../../../shared/schemas/crew';
import { englishFormValues } from '../../components/form/language-tabs';

/** The crew as the form holds it: the lead as a select's number (0 for none), the picture's URL as text. */
export const crewFormSchema = crewInputSchema.extend({ leadId: z.number(), imageUrl: z.string() });
export type CrewFormValues = z.input<typeof crewFormSchema>;

export const emptyCrew: CrewFormValues = { name: '', description: '', leadId: 0, imageUrl: '', translations: englishFormValues(['description']) };
