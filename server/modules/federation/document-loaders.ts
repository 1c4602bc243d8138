import { type FederationOptions, getAuthenticatedDocumentLoader, kvCache, type KvStore } from '@fedify/fedify';
import { type DocumentLoader, getDocumentLoader, type GetUserAgentOptions, preloadedContexts } from '@fedify/vocab-runtime';

const AS_AND_SECURITY = { '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'] };

/**
 * Pleroma and Akkoma name a context of their own on every server (`https://<server>/schemas/litepub-0.1.jsonld`):
 * ActivityStreams and the security vocabulary with their extensions (emoji reactions, chat messages),
 * none of which a Follow, an Undo or a Delete needs. It stands for those two, never fetched, so their
 * users can follow the programme; the extensions' terms drop out of what is read.
 */
function litepubStandIn(url: string): object | undefined {
  const parsed = URL.parse(url);
  return parsed?.protocol === 'https:' && parsed.pathname === '/schemas/litepub-0.1.jsonld' && !parsed.search ? AS_AND_SECURITY : undefined;
}

/**
 * The JSON-LD contexts Fedify ships (ActivityStreams, the security family, Mastodon's, GoToSocial's,
 * Lemmy's, schema.org and a few more) and Pleroma's stand-in: the only ones any document here may name.
 */
export const isPreloadedContext = (url: string) => Object.hasOwn(preloadedContexts, url) || litepubStandIn(url) !== undefined;

/** A context this server will not fetch. */
export class ContextRefused extends Error {
  override name = 'ContextRefused';
}

/** Whether an error is a context refused, as JSON-LD's processor wraps it (in `details.cause`) or as it is. */
export function isContextRefusal(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (cause instanceof ContextRefused) return true;
    cause = (cause as { details?: { cause?: unknown } }).details?.cause ?? cause.cause;
  }
  return false;
}

/**
 * Contexts come from the copies Fedify ships, and nothing else is fetched: a context's address is
 * whatever a document names, and the inbox reads documents before it knows who sent them (an
 * unsigned post once had the server fetch the address its `@context` named).
 */
const preloadedContextsOnly: DocumentLoader = async (url) => {
  const document = Object.hasOwn(preloadedContexts, url) ? preloadedContexts[url] : litepubStandIn(url);
  if (document === undefined) throw new ContextRefused(`JSON-LD context not among the preloaded ones: ${url.slice(0, 200)}`);
  return { contextUrl: null, document, documentUrl: url };
};

/**
 * Fedify's loaders, with contexts from its preloaded copies only. Fedify takes its own private
 * address and User-Agent options only when it builds the loaders itself, so they are given here:
 * documents (a signer's key, a follower's actor) are fetched as Fedify would, cached 5 minutes in
 * its store, and refused at private addresses unless allowed.
 */
export function documentLoaders(
  kv: KvStore,
  { allowPrivateAddress, userAgent }: { allowPrivateAddress: boolean; userAgent: GetUserAgentOptions },
): Pick<FederationOptions<unknown>, 'documentLoaderFactory' | 'contextLoaderFactory' | 'authenticatedDocumentLoaderFactory'> {
  const documents = kvCache({ loader: getDocumentLoader({ allowPrivateAddress, userAgent }), kv });
  return {
    documentLoaderFactory: () => documents,
    contextLoaderFactory: () => preloadedContextsOnly,
    authenticatedDocumentLoaderFactory: (identity) => getAuthenticatedDocumentLoader(identity, { allowPrivateAddress, userAgent }),
  };
}
