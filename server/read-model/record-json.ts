import type { SplicedJson } from '../lib/spliced-json';

/** Upper bound of the JSON kept; a thousand events take about 3 MB. */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Each record's JSON as answers send it, made once per content version: an event reads the same to
 * every viewer allowed to see it, so a list is which records, in which order, how many (read for
 * every request, with the viewer's rights) and then their JSON, which only changes with a write.
 * Every write bumps the version (server/db/content-version.ts), and a request works at the
 * version read after it arrived and before its records, so it never gets a record older than what
 * was written before it began. When a request brings a newer version, everything older goes.
 */
export class RecordJsonCache {
  #version = -1;
  #entries = new Map<string, Buffer>();
  #bytes = 0;

  get(version: number, key: string): Buffer | undefined {
    return version === this.#version ? this.#entries.get(key) : undefined;
  }

  put(version: number, key: string, json: Buffer): void {
    if (version > this.#version) {
      this.#version = version;
      this.#entries.clear();
      this.#bytes = 0;
    }
    if (version !== this.#version || this.#bytes + json.length > MAX_BYTES) return;
    this.#entries.set(key, json);
    this.#bytes += json.length;
  }
}

/** What a request needs to send records as JSON text: the cache, its content version, its answer. */
export type RecordJson = { cache: RecordJsonCache; version: () => Promise<number>; answer: SplicedJson };

/**
 * The records of `ids`, in that order, for an answer sent as JSON: stand-ins for each record's JSON,
 * made (by `read`, checked by `check`) only for those not yet made at this version. Without
 * `json` (pages rendered in-process, which need values) simply the records `read` gives.
 */
export async function recordsAsJson<Dto extends { id: number }>(
  json: RecordJson | null,
  kind: string,
  ids: number[],
  read: (ids: number[]) => Promise<Dto[]>,
  check: (record: Dto) => Dto,
): Promise<Dto[]> {
  if (!json || ids.length === 0) return read(ids);
  const version = await json.version();
  const key = (id: number) => `${kind}:${id}`;
  // Taken at once: a request at a newer version may empty the cache while this one reads.
  const texts = new Map(ids.map((id) => [id, json.cache.get(version, key(id))]));
  const missing = ids.filter((id) => !texts.get(id));
  for (const record of missing.length > 0 ? await read(missing) : []) {
    const text = Buffer.from(JSON.stringify(check(record)));
    texts.set(record.id, text);
    json.cache.put(version, key(record.id), text);
  }
  const standIns = [];
  for (const text of texts.values()) {
    // A record gone since its id was read is left out, as `read` leaves it out.
    if (text) standIns.push(json.answer.standIn(text));
  }
  // Stand-ins serialize to the records' JSON; only JSON.stringify ever reads them.
  return standIns as unknown as Dto[];
}
