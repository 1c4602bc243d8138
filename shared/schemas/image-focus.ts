import { z } from 'zod';

const percent = (axis: string) =>
  z
    .number({ error: `${axis} skal være et tal fra 0 til 100` })
    .int({ error: `${axis} skal være et helt tal fra 0 til 100` })
    .min(0, { error: `${axis} skal være et tal fra 0 til 100` })
    .max(100, { error: `${axis} skal være et tal fra 0 til 100` });

/**
 * The point of a picture every crop keeps in view (a poster's text, a face): percent from its left
 * and its top edge. Chosen with a click on the picture where it is uploaded; without one, crops are
 * centred (pages) or find the subject themselves (link previews).
 */
export const imageFocusSchema = z
  .object({ x: percent('x').meta({ description: 'Procent fra venstre kant' }), y: percent('y').meta({ description: 'Procent fra øverste kant' }) })
  .meta({ id: 'ImageFocus', description: 'Billedets fokuspunkt, som alle beskæringer holder synligt' });
export type ImageFocus = z.infer<typeof imageFocusSchema>;

/** PUT /api/images/focus: an uploaded picture's focal point; null returns to none. */
export const imageFocusInputSchema = z.object({
  imageUrl: z.string({ error: 'imageUrl skal være billedets URL' }).max(2000, { error: 'Billedets URL er ugyldigt' }),
  focus: imageFocusSchema.nullable(),
});
export type ImageFocusInput = z.infer<typeof imageFocusInputSchema>;

export const imageFocusAnswerSchema = z.object({ imageUrl: z.url(), focus: imageFocusSchema.optional() }).meta({ id: 'ImageFocusAnswer' });
