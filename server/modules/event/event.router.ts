import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import { eventCreateInputSchema, eventListSchema, eventSchema, eventUpdateInputSchema } from '../../../shared/schemas/event';
import { rest } from '../../trpc/openapi-meta';
import { actingMember } from '../auth/viewer';
import { checkWith, compiled, publicProcedure, router, teamProcedure } from '../../trpc/trpc';
import { readEvents } from '../../read-model/events';
import { recordsAsJson } from '../../read-model/record-json';
import { listInputFor } from '../../lib/list-query';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent, eventListSpec } from './event.service';

const manageEvents = teamProcedure('manageEvents');
const checkEvent = checkWith(eventSchema);

export const eventRouter = router({
  list: publicProcedure
    .meta(rest('GET', '/events', 'events', 'List events (ikke-offentlige kun for aktive medlemmer)', [400]))
    .input(listInputFor(eventListSpec))
    .output(compiled(eventListSchema))
    .query(({ ctx, input }) =>
      listEvents(ctx.em, ctx.config.PUBLIC_URL, input, ctx.viewer, (ids) =>
        recordsAsJson(ctx.recordJson, 'event', ids, (missing) => readEvents(ctx.em, ctx.config.PUBLIC_URL, missing), checkEvent),
      ),
    ),

  byId: publicProcedure
    .meta(rest('GET', '/events/{id}', 'events', 'Hent et event', [400, 404]))
    .input(idParamSchema)
    .output(compiled(eventSchema))
    .query(({ ctx, input }) => getEvent(ctx.em, ctx.config.PUBLIC_URL, input.id, ctx.viewer)),

  create: manageEvents
    .meta(rest('POST', '/events', 'events', 'Opret et event', [400, 401, 403]))
    .input(eventCreateInputSchema)
    .output(compiled(eventSchema))
    .mutation(({ ctx, input }) => createEvent(ctx.em, ctx.config.PUBLIC_URL, input, actingMember(ctx.em, ctx.viewer))),

  update: manageEvents
    .meta(rest('PUT', '/events/{id}', 'events', 'Ret et event og erstat dets koncerter', [400, 401, 403, 404, 409]))
    .input(z.object({ ...idParamSchema.shape, ...eventUpdateInputSchema.shape }))
    .output(compiled(eventSchema))
    .mutation(({ ctx, input: { id, ...input } }) => updateEvent(ctx.em, ctx.config.PUBLIC_URL, id, input, actingMember(ctx.em, ctx.viewer))),

  delete: manageEvents
    .meta(rest('DELETE', '/events/{id}', 'events', 'Slet et event', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(eventSchema))
    .mutation(({ ctx, input }) => deleteEvent(ctx.em, ctx.config.PUBLIC_URL, input.id)),
});
