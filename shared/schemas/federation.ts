import { z } from 'zod';
import { dateTimeSchema, listQuerySchema, pagedListSchema } from './common';

const SERVER_MESSAGE = 'Skriv serverens domæne, fx mastodon.example (eventuelt med :port)';

/**
 * A fediverse server as its addresses name it: a domain (or an IPv4 address), optionally with a
 * port, lowercase. A domain blocks its subdomains too (docs/federation.md).
 */
export const serverHostSchema = z
  .string({ error: SERVER_MESSAGE })
  .trim()
  .toLowerCase()
  .max(260, { error: SERVER_MESSAGE })
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/, { error: SERVER_MESSAGE })
  .meta({ description: 'Serverens domæne, fx mastodon.example; med :port, hvis den har en', examples: ['mastodon.example'] });

export const serverHostParamSchema = z.object({ host: serverHostSchema });

/** Every server on one page unless asked otherwise: a programme's followers come from a few hundred at most. */
export const federationServerListInputSchema = listQuerySchema.pick({ page: true, per_page: true });

export const federationServerSchema = z
  .object({
    host: z.string().meta({ description: 'Serverens domæne (med :port, hvis adresserne har en)' }),
    followers: z.number().int().nonnegative().meta({ description: 'Følgere på serveren' }),
    blocked: z.boolean().meta({ description: 'Blokeret: dens aktiviteter afvises, og intet sendes til den' }),
    blockedAt: dateTimeSchema.optional().meta({ description: 'Hvornår den blev blokeret' }),
  })
  .meta({ id: 'FederationServer' });
export type FederationServer = z.infer<typeof federationServerSchema>;

export const federationServerListSchema = pagedListSchema(federationServerSchema).meta({ id: 'FederationServerList' });
