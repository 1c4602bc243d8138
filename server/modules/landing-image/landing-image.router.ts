import { idParamSchema } from '../../../shared/schemas/common';
import { landingImageArraySchema, landingImageSchema } from '../../../shared/schemas/landing-image';
import { rest } from '../../trpc/openapi-meta';
import { audienceProcedure, compiled, router, teamProcedure } from '../../trpc/trpc';
import { listInputFor } from '../../lib/list-query';
import { listLandingImages, removeLandingImage, landingImageListSpec } from './landing-image.service';

// Adding a landing image is an upload: POST /api/content/landing-images in http/uploads.ts.
export const landingImageRouter = router({
  list: audienceProcedure
    .meta(rest('GET', '/content/landing-images', 'content', 'List forsidebilleder', [400]))
    .input(listInputFor(landingImageListSpec))
    .output(compiled(landingImageArraySchema))
    .query(({ ctx, input }) => listLandingImages(ctx.em, ctx.config.PUBLIC_URL, input)),

  delete: teamProcedure('manageLandingImages')
    .meta(rest('DELETE', '/content/landing-images/{id}', 'content', 'Fjern et forsidebillede', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(landingImageSchema))
    .mutation(({ ctx, input }) => removeLandingImage(ctx.em, ctx.config.PUBLIC_URL, input.id)),
});
