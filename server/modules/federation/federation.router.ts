import { federationServerListInputSchema, federationServerListSchema, federationServerSchema, serverHostParamSchema } from '../../../shared/schemas/federation';
import { rest } from '../../trpc/openapi-meta';
import { compiled, router, teamProcedure } from '../../trpc/trpc';
import { blockServer, listServers, unblockServer } from './federation-servers';

/** Whoever turns federation on and names the actor (the settings) decides which servers it hears. */
const manageFederation = teamProcedure('manageSettings');

export const federationRouter = router({
  servers: manageFederation
    .meta(
      rest(
        'GET',
        '/federation/servers',
        'federation',
        'Følgere pr. server',
        [400, 401, 403],
        'Serverne, programmet følges fra, med flest følgere først, og de blokerede servere (docs/federation.md).',
      ),
    )
    .input(federationServerListInputSchema)
    .output(compiled(federationServerListSchema))
    .query(({ ctx, input }) => listServers(ctx.em, input)),

  block: manageFederation
    .meta(
      rest(
        'PUT',
        '/federation/servers/{host}/block',
        'federation',
        'Bloker en server',
        [400, 401, 403],
        'Serverens følgere fjernes, dens aktiviteter afvises, og intet sendes til den, heller ikke det, der venter. Et domæne blokerer også sine underdomæner. At blokere igen ændrer intet.',
      ),
    )
    .input(serverHostParamSchema)
    .output(compiled(federationServerSchema))
    .mutation(({ ctx, input }) => blockServer(ctx.em, input.host)),

  unblock: manageFederation
    .meta(rest('DELETE', '/federation/servers/{host}/block', 'federation', 'Fjern blokeringen af en server', [400, 401, 403, 404], 'Serveren kan følge programmet igen.'))
    .input(serverHostParamSchema)
    .output(compiled(federationServerSchema))
    .mutation(({ ctx, input }) => unblockServer(ctx.em, input.host)),
});
