import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '../../shared/constants';
import type { Config } from '../config';
import { DomainError, invalid } from '../errors';
import { refuseOtherMethods } from '../lib/other-methods';
import { pictureThrottle } from '../modules/throttle/throttle.service';
import { actingMember, loadViewer } from '../modules/auth/viewer';
import { requirePermission, type Viewer } from '../lib/viewer';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '../../shared/constants';
import { type ImagePurpose, UNSUPPORTED_IMAGE_MESSAGE } from '../modules/image/image-encoding';
import type { Image } from '../modules/image/image.entity';
import { storeUpload } from '../modules/image/image.service';
import { imageUrl, storedImageUrl } from '../lib/image-url';
import { SVG_DRAWING_MS } from '../modules/image/svg-drawing';
import { MAX_ELEMENTS } from '../lib/svg-sanitizer';
import { addLandingImage } from '../modules/landing-image/landing-image.service';
import type { ErrorStatus } from '../trpc/openapi-meta';

type UploadContext = { em: EntityManager; config: Config; image: Image; viewer: Viewer | null };

type Upload = {
  method: 'PUT' | 'POST';
  /** Under /api. */
  path: string;
  field: 'image' | 'file';
  purpose: ImagePurpose;
  tag: string;
  summary: string;
  /** Who may upload; none means anyone (a picture for a registration still to be sent). */
  permission?: Permission;
  /** What the OpenAPI document says of the file, when it is not a picture re-encoded as WebP. */
  accepts?: string;
  /** The answer: the image's absolute URL as text, or a JSON record. */
  respond: (context: UploadContext) => Promise<string | object>;
  errors: ErrorStatus[];
};

const asUrl = async ({ config, image }: UploadContext) => storedImageUrl(config.PUBLIC_URL, image);

/**
 * The uploads of docs/api.md. trpc-to-openapi cannot read multipart bodies, so these are plain
 * Fastify routes on the same /api paths, described in the OpenAPI document from this table.
 */
export const UPLOADS: Upload[] = [
  {
    method: 'PUT',
    path: '/artists/image',
    field: 'image',
    purpose: 'picture',
    tag: 'artists',
    summary: 'Upload et kunstnerbillede',
    permission: 'manageArtists',
    respond: asUrl,
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'PUT',
    path: '/crews/image',
    field: 'image',
    purpose: 'picture',
    tag: 'crews',
    summary: 'Upload et holdbillede; gem URL’en med POST /api/crews eller PUT /api/crews/{id}',
    permission: 'manageCrews',
    respond: asUrl,
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'POST',
    path: '/events/image',
    field: 'image',
    purpose: 'picture',
    tag: 'events',
    summary: 'Upload et eventcover',
    permission: 'manageEvents',
    respond: asUrl,
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'POST',
    path: '/content/landing-images',
    field: 'file',
    purpose: 'picture',
    tag: 'content',
    summary: 'Tilføj et forsidebillede',
    permission: 'manageLandingImages',
    respond: ({ em, config, image, viewer }) => addLandingImage(em, config.PUBLIC_URL, image, actingMember(em, viewer!)),
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'POST',
    path: '/members/picture',
    field: 'file',
    purpose: 'profile',
    tag: 'members',
    summary: 'Upload et profilbillede (også før registrering)',
    respond: asUrl,
    errors: [400, 413, 415, 429],
  },
  {
    method: 'POST',
    path: '/applications/picture',
    field: 'image',
    purpose: 'picture',
    tag: 'applications',
    summary: 'Upload et pressefoto til en ansøgning (før den sendes); send URL’en som pictureUrl med POST /api/applications',
    respond: asUrl,
    errors: [400, 413, 415, 429],
  },
  {
    method: 'POST',
    path: '/settings/logo',
    field: 'image',
    purpose: 'logo',
    tag: 'settings',
    summary: 'Upload foreningens logo; gem URL’en med PUT /api/settings',
    accepts:
      `SVG, JPEG, PNG, WebP eller AVIF på højst 10 MB i feltet \`image\`. Et SVG bygges op igen af tegneelementer alene og gemmes som SVG: script, event handlers (on…), foreignObject, billeder, links og alle referencer ud af filen fjernes. Et SVG, der tegner for mange elementer (over ${MAX_ELEMENTS.toLocaleString('da-DK')}, <use> medregnet) eller tager over ${SVG_DRAWING_MS / 1000} s at tegne, afvises med 413. Andre billeder gemmes som WebP uden metadata, højst 1024 px.`,
    permission: 'manageSettings',
    respond: asUrl,
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'POST',
    path: '/settings/share-image',
    field: 'image',
    purpose: 'picture',
    tag: 'settings',
    summary: 'Upload billedet, der vises, når en side uden eget billede deles; gem URL’en med PUT /api/settings',
    permission: 'manageSettings',
    respond: asUrl,
    errors: [400, 401, 403, 413, 415],
  },
];

/** One picture per request, and a few short fields beside it (a registration's). */
export const UPLOAD_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1000 };

/** The multipart parser's refusals, in the domain's words. */
export function uploadError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError('too-large', IMAGE_TOO_LARGE_MESSAGE);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new DomainError('unsupported-type', UNSUPPORTED_IMAGE_MESSAGE);
  return invalid('Forespørgslen kunne ikke læses som multipart/form-data');
}

/**
 * A file of a multipart body written to a temporary file as it arrives; answers its path, for the
 * caller to remove. Uploads wait their turn to be decoded (one per core), and waiting on disk rather
 * than in memory keeps the server's memory bounded however many arrive (bench:uploads, 24 of 8 MB
 * at once: a fresh server's peak RSS 765 MB held in memory, 334 MB on disk).
 */
export async function saveToDisk(part: MultipartFile): Promise<string> {
  const path = join(tmpdir(), `spillested-upload-${randomUUID()}`);
  try {
    await pipeline(part.file, createWriteStream(path));
    if (part.file.truncated) throw new DomainError('too-large', IMAGE_TOO_LARGE_MESSAGE);
    if ((await stat(path)).size === 0) throw invalid('Billedfilen er tom');
    return path;
  } catch (error) {
    await rm(path, { force: true });
    throw uploadError(error);
  }
}

/** The one file of a multipart upload, from the named field, on disk. */
async function receiveFile(request: FastifyRequest, field: string): Promise<string> {
  if (!request.isMultipart()) throw new DomainError('unsupported-type', 'Send billedet som multipart/form-data');
  const part = await request.file({ limits: UPLOAD_LIMITS }).catch((error: unknown) => Promise.reject(uploadError(error)));
  if (!part || part.fieldname !== field) throw invalid(`Billedfilen mangler i feltet "${field}"`);
  return saveToDisk(part);
}

/**
 * A picture received inside a form posted without JavaScript (form-posts.ts: a registration's
 * profile picture, an application's press photo), throttled and stored as the public uploads store
 * it; answers its URL. The file on disk is removed either way.
 */
export async function storeFormPicture(em: EntityManager, config: Config, address: string, file: string, purpose: ImagePurpose): Promise<string> {
  try {
    await pictureThrottle.take(em, address);
    return imageUrl(config.PUBLIC_URL, await storeUpload(em, file, purpose));
  } finally {
    await rm(file, { force: true });
  }
}

/** Encapsulated, so only these routes parse multipart bodies. */
export async function uploads(app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) {
  await app.register(fastifyMultipart);

  for (const upload of UPLOADS) {
    app.route({
      method: upload.method,
      url: `/api${upload.path}`,
      handler: async (request, reply) => {
        const em = orm.em.fork();
        const viewer = await loadViewer(em, request, config);
        if (upload.permission) {
          requirePermission(viewer, upload.permission);
        } else {
          await pictureThrottle.take(em, request.ip);
        }
        const file = await receiveFile(request, upload.field);
        const image = await storeUpload(em, file, upload.purpose).finally(() => rm(file, { force: true }));
        const answer = await upload.respond({ em, config, image, viewer });
        if (typeof answer === 'string') return reply.type('text/plain; charset=utf-8').send(answer);
        return answer;
      },
    });
    refuseOtherMethods(app, `/api${upload.path}`, [upload.method]);
  }
}
