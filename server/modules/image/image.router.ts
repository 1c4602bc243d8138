import { imageFocusAnswerSchema, imageFocusInputSchema } from '../../../shared/schemas/image-focus';
import { rest } from '../../trpc/openapi-meta';
import { compiled, memberProcedure, router } from '../../trpc/trpc';
import { setImageFocus } from './image.service';

const FOCUS_RULE =
  'For dem, der må uploade covers eller kunstnerbilleder. Punktet gælder billedet, hvor det end vises: sidernes beskæringer holder det synligt, ' +
  'og forhåndsvisningen til links (…-og-x-y.webp) skæres om det. null fjerner det.';

// Uploading a picture is a multipart route of http/uploads.ts; this is what is said of one after.
export const imageRouter = router({
  setFocus: memberProcedure
    .meta(rest('PUT', '/images/focus', 'images', 'Sæt et uploadet billedes fokuspunkt', [400, 401, 403], FOCUS_RULE))
    .input(imageFocusInputSchema)
    .output(compiled(imageFocusAnswerSchema))
    .mutation(({ ctx, input }) => setImageFocus(ctx.em, ctx.config.PUBLIC_URL, input, ctx.viewer)),
});
