import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import {
  eventCopyInputSchema,
  eventCreateInputSchema,
  eventListSchema,
  eventRepeatInputSchema,
  eventSchema,
  eventSeriesSchema,
  eventUpdateInputSchema,
} from '../../../shared/schemas/event';
import { rest } from '../../trpc/openapi-meta';
import { actingMember } from '../auth/viewer';
import { audienceProcedure, checkWith, compiled, router, teamProcedure } from '../../trpc/trpc';
import { readEvents } from '../../read-model/events';
import { recordsAsJson } from '../../read-model/record-json';
import { listInputFor } from '../../lib/list-query';
import { followEventStatus } from '../shift/shift-event-status';
import { copyEvent, repeatEvent } from './event-copy.service';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent, eventListSpec } from './event.service';

const manageEvents = teamProcedure('manageEvents');
const checkEvent = checkWith(eventSchema);

/** The rules of shared/event-series.ts, in the OpenAPI document. */
const COPY_RULE =
  'Et nyt event med samme spillested, titel, beskrivelse, billet-URL, cover og synlighed. Den første koncert begynder ved `from`; ' +
  'hver anden start og slutning har samme afstand på Københavns vægur fra den første koncerts lokale start som i originalen, ' +
  'så en koncert kl. 20.00 også er kl. 20.00 på den anden side af et skift til eller fra sommertid. Vagterne kommer med, flyttet ' +
  'på samme måde; har originalen over 100 vagter, svarer det 409. Svarer som GET /api/events/{id}.';
const MOVE_RULE =
  'Flyttes den første koncerts start, flytter vagterne med, med samme afstand på Københavns vægur til den, og de frivillige på dem ' +
  'får besked. Svarer 409 (og intet ændres), hvis en frivillig så ville have to vagter på én gang, eller en vagt ville komme til at ' +
  'ligge mere end 24 timer fra koncerterne.';
const SERIES_RULE =
  'Laver `count` kopier efter originalen (som POST /api/events/{id}/copy), alle eller ingen: `week` hver 7. dag, `2weeks` hver 14. dag, ' +
  '`month` samme dag i måneden og den sidste dag i en måned uden den dag (31. januar → 28. februar → 31. marts), på samme ' +
  'klokkeslæt i København. Svarer med kopierne som en liste (et array) i datoorden; hver er derefter et almindeligt event.';

export const eventRouter = router({
  list: audienceProcedure
    .meta(rest('GET', '/events', 'events', 'List events (ikke-offentlige kun for aktive medlemmer)', [400]))
    .input(listInputFor(eventListSpec))
    .output(compiled(eventListSchema))
    .query(({ ctx, input }) =>
      listEvents(ctx.em, ctx.config.PUBLIC_URL, input, ctx.viewer, (ids) =>
        recordsAsJson(ctx.recordJson, 'event', ids, (missing) => readEvents(ctx.em, ctx.config.PUBLIC_URL, missing), checkEvent),
      ),
    ),

  byId: audienceProcedure
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
    .meta(rest('PUT', '/events/{id}', 'events', 'Ret et event og erstat dets koncerter', [400, 401, 403, 404, 409], MOVE_RULE))
    .input(z.object({ ...idParamSchema.shape, ...eventUpdateInputSchema.shape }))
    .output(compiled(eventSchema))
    .mutation(async ({ ctx, input: { id, ...input } }) => {
      const notify = { mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL };
      const event = await updateEvent(ctx.em, id, input, actingMember(ctx.em, ctx.viewer), notify);
      // A cancelled night tells its volunteers once; one held again tells them and fills from the standby lists.
      await followEventStatus(ctx.em, id, notify);
      return event;
    }),

  copy: manageEvents
    .meta(rest('POST', '/events/{id}/copy', 'events', 'Kopiér et event til et nyt tidspunkt', [400, 401, 403, 404, 409], COPY_RULE))
    .input(z.object({ ...idParamSchema.shape, ...eventCopyInputSchema.shape }))
    .output(compiled(eventSchema))
    .mutation(({ ctx, input: { id, ...input } }) => copyEvent(ctx.em, ctx.config.PUBLIC_URL, id, input, actingMember(ctx.em, ctx.viewer))),

  repeat: manageEvents
    .meta(rest('POST', '/events/{id}/repeat', 'events', 'Gentag et event som en serie af kopier', [400, 401, 403, 404, 409], SERIES_RULE))
    .input(z.object({ ...idParamSchema.shape, ...eventRepeatInputSchema.shape }))
    .output(compiled(eventSeriesSchema))
    .mutation(({ ctx, input: { id, ...input } }) => repeatEvent(ctx.em, ctx.config.PUBLIC_URL, id, input, actingMember(ctx.em, ctx.viewer))),

  delete: manageEvents
    .meta(rest('DELETE', '/events/{id}', 'events', 'Slet et event', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(eventSchema))
    .mutation(({ ctx, input }) => deleteEvent(ctx.em, ctx.config.PUBLIC_URL, input.id)),
});
