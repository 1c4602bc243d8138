/**
 * A record's id as an address writes it ("12" in /events/12): digits only, a safe positive integer;
 * undefined for anything else, which names no record. The client's route params and the server's
 * plain routes read ids with it, each answering its own not-found.
 */
export function recordIdOf(raw: string): number | undefined {
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}
