import { z } from 'zod';
import { settingsInputSchema, settingsSchema } from '../../../shared/schemas/settings';
import { rest } from '../../trpc/openapi-meta';
import { compiled, publicProcedure, router, teamProcedure } from '../../trpc/trpc';
import { actingMember } from '../auth/viewer';
import { getSettings, updateSettings } from './settings.service';

const manageSettings = teamProcedure('manageSettings');

export const settingsRouter = router({
  get: publicProcedure
    .meta(
      rest(
        'GET',
        '/settings',
        'settings',
        'Foreningens navn, udseende, tekster og kontakt',
        [],
        'Det, de offentlige sider viser. Godkendte medlemmer får også shiftGiveBackHours og updatedBy. Et felt uden værdi er udeladt.',
      ),
    )
    .input(z.void())
    .output(compiled(settingsSchema))
    .query(({ ctx }) => getSettings(ctx.em, ctx.config.PUBLIC_URL, ctx.viewer?.active === true)),

  update: manageSettings
    .meta(
      rest(
        'PUT',
        '/settings',
        'settings',
        'Ret foreningens indstillinger',
        [400, 401, 403, 409],
        'Udeladte felter beholder den gemte værdi; null eller tom fjerner en valgfri. Logo og delingsbillede uploades først (POST /api/settings/logo og /api/settings/share-image).',
      ),
    )
    .input(settingsInputSchema)
    .output(compiled(settingsSchema))
    .mutation(({ ctx, input }) => updateSettings(ctx.em, ctx.config.PUBLIC_URL, input, actingMember(ctx.em, ctx.viewer))),
});
