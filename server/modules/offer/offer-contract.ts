import fastifyMultipart from '@fastify/multipart';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PathItemObject } from 'openapi3-ts/oas31';
import type { Offer as OfferDto } from '../../../shared/schemas/offer';
import { CONTRACT_MESSAGES, MAX_CONTRACT_BYTES, OFFER_MESSAGES, offerTokenSchema } from '../../../shared/schemas/offer';
import type { Config } from '../../config';
import { conflict, DomainError, invalid, notFound } from '../../errors';
import { refuseOtherMethods } from '../../lib/other-methods';
import { pathId } from '../../lib/path-id';
import { requirePermission } from '../../lib/viewer';
import { plainErrorResponses } from '../../trpc/openapi-meta';
import { loadViewer } from '../auth/viewer';
import { OfferContract } from './offer-contract.entity';
import { Offer } from './offer.entity';
import { findOffer, offerOfLink, toOfferDto } from './offer.service';

const NAME_MAX = 200;

/**
 * The name a contract is kept and handed out under: the sender's file name without folders, leading dots or
 * control characters, at most 200 characters, ending in .pdf ("kontrakt.pdf" when none was sent).
 */
export function contractFileName(sent: string | undefined): string {
  const base = (sent ?? '')
    .split(/[/\\]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .replace(/\.pdf$/i, '');
  return `${(base || 'kontrakt').slice(0, NAME_MAX - 4)}.pdf`;
}

/** A PDF by its content: the header "%PDF-" within the first kilobyte, as readers look for it. */
const isPdf = (data: Buffer) => data.subarray(0, 1024).includes('%PDF-');

/**
 * PUT /api/offers/{id}/contract: lays a PDF beside a sent or accepted offer, replacing any earlier
 * one (a signed copy after the answer, say); the act's page offers it from then on.
 */
export async function attachContract(em: EntityManager, id: number, file: { name: string; data: Buffer }): Promise<OfferDto> {
  const offer = await findOffer(em, id);
  if (offer.status === 'declined' || offer.status === 'withdrawn') throw conflict(CONTRACT_MESSAGES.closed);
  await em.transactional(async (tx) => {
    // An upsert: two uploads at once leave one contract, the later, not a clash on the key.
    await tx.upsert(OfferContract, { offer: offer.id, data: file.data });
    await tx.nativeUpdate(Offer, { id: offer.id }, { contractName: file.name, contractSize: file.data.length, contractUploadedAt: new Date() });
  });
  await em.refresh(offer);
  return toOfferDto(offer);
}

/** DELETE /api/offers/{id}/contract. */
export async function removeContract(em: EntityManager, id: number): Promise<OfferDto> {
  const offer = await findOffer(em, id);
  if (!offer.contractName) throw notFound(CONTRACT_MESSAGES.none);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(OfferContract, { offer: offer.id });
    await tx.nativeUpdate(Offer, { id: offer.id }, { contractName: null, contractSize: null, contractUploadedAt: null });
  });
  await em.refresh(offer);
  return toOfferDto(offer);
}

/** The one file of the multipart body, in memory (at most 10 MB, uploads of the booking group only), if it is a PDF. */
async function receiveContract(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  if (!request.isMultipart()) throw new DomainError('unsupported-type', CONTRACT_MESSAGES.notMultipart);
  try {
    const part = await request.file({ limits: { fileSize: MAX_CONTRACT_BYTES, files: 1, fields: 0 } });
    if (!part || part.fieldname !== 'file') throw invalid(CONTRACT_MESSAGES.missing);
    const data = await part.toBuffer();
    if (data.length === 0) throw invalid(CONTRACT_MESSAGES.empty);
    if (!isPdf(data)) throw new DomainError('unsupported-type', CONTRACT_MESSAGES.notPdf);
    return { name: contractFileName(part.filename), data };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('too-large', CONTRACT_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw invalid(CONTRACT_MESSAGES.missing);
    throw invalid('Forespørgslen kunne ikke læses som multipart/form-data');
  }
}

/**
 * The contract as a download, never shown inline on this site: a PDF can carry scripts, and the
 * name in both header forms (an ASCII one for old clients, the UTF-8 one with æ, ø and å).
 */
async function sendContract(em: EntityManager, reply: FastifyReply, offer: Offer) {
  const stored = offer.contractName ? await em.findOne(OfferContract, { offer: offer.id }) : null;
  if (!offer.contractName || !stored) throw notFound(CONTRACT_MESSAGES.none);
  const ascii = offer.contractName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_');
  return reply
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(offer.contractName)}`)
    .type('application/pdf')
    .send(Buffer.from(stored.data));
}

const BOOKING = 'reviewApplications';
const NOT_FOUND = 'Tilbuddet findes ikke';

/**
 * The contract beside an offer (docs/applications.md#the-contract), as plain routes: trpc-to-openapi
 * reads no multipart and answers JSON only. Its removal is a tRPC call (offer.router.ts).
 */
export async function offerContractRoutes(app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) {
  await app.register(fastifyMultipart);

  app.put<{ Params: { id: string } }>('/api/offers/:id/contract', async (request) => {
    const em = orm.em.fork();
    requirePermission(await loadViewer(em, request, config), BOOKING);
    const id = pathId(request.params.id, NOT_FOUND);
    return attachContract(em, id, await receiveContract(request));
  });

  app.get<{ Params: { id: string } }>('/api/offers/:id/contract', async (request, reply) => {
    const em = orm.em.fork();
    requirePermission(await loadViewer(em, request, config), BOOKING);
    return sendContract(em, reply, await findOffer(em, pathId(request.params.id, NOT_FOUND)));
  });

  // The act's copy, by the secret of its offer link: no login.
  app.get<{ Querystring: { token?: unknown } }>('/api/offers/contract', async (request, reply) => {
    const token = offerTokenSchema.safeParse({ token: request.query.token });
    if (!token.success) throw invalid(OFFER_MESSAGES.linkInvalid);
    const em = orm.em.fork();
    return sendContract(em, reply, await offerOfLink(em, token.data.token));
  });
  refuseOtherMethods(app, '/api/offers/contract', []);
  refuseOtherMethods(app, '/api/offers/:id/contract', ['PUT', 'DELETE']);
}

const PDF = { 'application/pdf': { schema: { type: 'string' as const, contentMediaType: 'application/pdf' } } };

/** The plain routes in the OpenAPI document (http/openapi-document.ts). */
export function offerContractPaths(): Record<string, PathItemObject> {
  const id = { name: 'id', in: 'path' as const, required: true, schema: { type: 'integer' as const, minimum: 1 } };
  return {
    '/offers/{id}/contract': {
      put: {
        operationId: 'uploadOfferContract',
        summary: 'Læg en kontrakt (PDF) ved et tilbud',
        description:
          'En PDF på højst 10 MB i feltet `file`; genkendes på indholdet. Erstatter en tidligere kontrakt. Kun et sendt eller accepteret tilbud (409 ellers). Svarer tilbuddet med `contract`.',
        tags: ['offers'],
        parameters: [id],
        requestBody: {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/pdf' } }, required: ['file'] } } },
        },
        responses: {
          200: { description: 'Tilbuddet', content: { 'application/json': { schema: { $ref: '#/components/schemas/Offer' } } } },
          ...plainErrorResponses([400, 401, 403, 404, 409, 413, 415]),
        },
      },
      get: {
        operationId: 'offerContract',
        summary: 'Hent et tilbuds kontrakt',
        description: 'Som vedhæftet fil (Content-Disposition: attachment) med det navn, den blev sendt med. Caches ikke.',
        tags: ['offers'],
        parameters: [id],
        responses: { 200: { description: 'Kontrakten', content: PDF }, ...plainErrorResponses([401, 403, 404]) },
      },
    },
    '/offers/contract': {
      get: {
        operationId: 'offerContractByLink',
        summary: 'Hent kontrakten, for akten, med linket fra tilbudsmailen',
        tags: ['offers'],
        security: [{}],
        parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' }, description: 'Nøglen fra linket i tilbudsmailen' }],
        responses: { 200: { description: 'Kontrakten', content: PDF }, ...plainErrorResponses([400, 404]) },
      },
    },
  };
}
