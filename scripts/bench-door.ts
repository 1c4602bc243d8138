/**
 * `npm run bench:door [-- --postgres] [--minutes 1] [--check-ins 600] [--entries 600]`: the door on a
 * night (issue 50 item 6). A real server process on a scratch database, a night with 600 confirmed
 * reservations on its door list, and 3 simulated phones making 600 check-ins over the night's 10
 * minutes, played in `--minutes` of real time (1 by default; `--minutes 10` is the night in real time).
 * Each phone loses the network twice, and some parties are scanned on two phones. The phones are
 * door mode's own queue (client/src/features/door/door-sync.ts) over the same REST calls as the
 * browser, with a store in memory instead of IndexedDB.
 *
 * Prints the check-ins made, accepted, told 'already', lost and doubled; the server's count inside
 * against the one the phones' answers add up to; and how long a check-in took from the tap to the
 * server's answer (p50/p99), for those made with network and those queued without. Exits 1 when
 * anything was lost or doubled or the count is off.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { CheckInOutcome, DoorState } from '../shared/schemas/door';
import { type DoorStore, DoorSync, type DoorTransport, type NewCheckIn } from '../client/src/features/door/door-sync';
import { restDoorTransport } from '../client/src/features/door/door-transport';
import type { QueuedCheckIn } from '../client/src/features/door/door-view';
import { createOrm, migrate } from '../server/orm';
import { Event } from '../server/modules/event/event.entity';
import { Reservation } from '../server/modules/reservation/reservation.entity';
import { ensureTeams } from '../server/modules/team/team.service';
import { loginAdmin, percentile, scratchDatabase, startServer } from './bench-server';

const { values } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '1' },
    'check-ins': { type: 'string', default: '600' },
    entries: { type: 'string', default: '600' },
    port: { type: 'string', default: '3404' },
    seed: { type: 'string', default: '50' },
  },
});
const NIGHT_MINUTES = 10;
const PHONES = 3;
const POLL_MS = 3000;
const realMs = Number(values.minutes) * 60_000;
const checkInCount = Number(values['check-ins']);
const entryCount = Number(values.entries);
const HOUR_MS = 3_600_000;

/** A small seeded generator (mulberry32), so one seed plays the same night. */
let seed = Number(values.seed) >>> 0;
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function api<T>(url: string, cookie: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { cookie, ...(body !== undefined && !(body instanceof FormData) && { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text.startsWith('{') ? JSON.parse(text) : text) as T;
}

/** A night going on now at a venue with room for everyone, its door list 600 confirmed reservations of 1–4. */
async function makeNight(url: string, cookie: string, databaseUrl: string): Promise<number> {
  const venue = await api<{ id: number }>(`${url}/api/venues`, cookie, 'POST', { name: 'Dørhuset', city: 'Aarhus', countryCode: 'DK', capacity: 5000 });
  const form = new FormData();
  form.append('image', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'night.png');
  const imageUrl = await api<string>(`${url}/api/events/image`, cookie, 'POST', form);
  const from = Date.now() - HOUR_MS;
  const event = await api<{ id: number }>(`${url}/api/events`, cookie, 'POST', {
    title: 'Dørnatten',
    description: '<p>Bench</p>',
    kind: 'quiz',
    admission: 'reservation',
    venueId: venue.id,
    from: new Date(from).toISOString(),
    to: new Date(from + 5 * HOUR_MS).toISOString(),
    isPublic: true,
    imageUrl,
  });
  const orm = await createOrm(databaseUrl);
  const em = orm.em.fork();
  for (let index = 0; index < entryCount; index += 1) {
    em.create(Reservation, {
      event: em.getReference(Event, event.id),
      name: `Gæst ${index + 1}`,
      email: `gaest-${index + 1}@example.dk`,
      places: 1 + Math.floor(random() * 4),
      status: 'confirmed',
      tokenHash: randomBytes(32).toString('hex'),
      doorCode: randomBytes(8).toString('hex').toUpperCase(),
      expiresAt: null,
      confirmedAt: new Date(),
      queuedAt: null,
    });
  }
  await em.flush();
  await orm.close();
  return event.id;
}

/** A phone's memory, where the browser has IndexedDB. */
function memoryStore(): DoorStore {
  let kept: DoorState | undefined;
  let queue: QueuedCheckIn[] = [];
  return {
    load: async () => ({ state: kept, queue: [...queue] }),
    saveState: async (_, state) => void (kept = state),
    enqueue: async (_, checkIn) => void queue.push(checkIn),
    dequeue: async (_, ids) => void (queue = queue.filter((checkIn) => !ids.includes(checkIn.id))),
  };
}

type Made = { checkIn: QueuedCheckIn; madeAt: number; phone: number };
type Answered = { outcome: CheckInOutcome; answeredAt: number };

/** One phone: door mode's queue over REST, whose network the bench can take away. */
function phone(index: number, origin: string, cookie: string, eventId: number, answered: Map<string, Answered[]>) {
  const rest = restDoorTransport({ origin, headers: { cookie } });
  let down = false;
  const offline = () => Promise.reject(new TypeError('fetch failed'));
  const transport: DoorTransport = {
    state: (id) => (down ? offline() : rest.state(id)),
    send: (id, checkIns) => (down ? offline() : rest.send(id, checkIns)),
  };
  const sync = new DoorSync({
    eventId,
    door: () => `Dør ${index + 1}`,
    transport,
    store: memoryStore(),
    onOutcomes: (outcomes) => {
      for (const outcome of outcomes) answered.set(outcome.id, [...(answered.get(outcome.id) ?? []), { outcome, answeredAt: performance.now() }]);
    },
  });
  const poll = setInterval(() => void sync.refresh(), POLL_MS);
  return {
    sync,
    lose() {
      down = true;
      sync.networkGone();
    },
    regain() {
      down = false;
      sync.networkBack();
    },
    stop() {
      clearInterval(poll);
      sync.stop();
    },
  };
}

type Phone = ReturnType<typeof phone>;

/** What a phone does at a tap, as the door screen does: a party by its code, a walk-in, one out, undo of its last. */
async function tap(phones: Phone[], at: number, kind: 'in' | 'walk-in' | 'exit' | 'undo', code: string | undefined, lastOf: Map<number, string>, made: Made[], index: number) {
  const { sync } = phones[at]!;
  const view = sync.snapshot();
  let checkIn: NewCheckIn;
  if (kind === 'in') {
    const entry = view.state!.entries.find((candidate) => candidate.code === code)!;
    // The whole party, or what the phone's own list says is left of it: a list that has not heard
    // of the other phone's check-in sends it all, and the server tells it "Allerede tjekket ind".
    const left = entry.persons - (view.view?.used.get(entry.key) ?? 0);
    checkIn = { type: 'in', key: entry.key, persons: left > 0 ? left : entry.persons };
  } else if (kind === 'undo' && lastOf.has(at)) {
    checkIn = { type: 'undo', undoes: lastOf.get(at)!, persons: 1 };
  } else {
    checkIn = { type: kind === 'exit' && (view.view?.inside ?? 0) > 0 ? 'exit' : 'walk-in', persons: 1 };
  }
  const madeAt = performance.now();
  const queued = await sync.add(checkIn);
  made[index] = { checkIn: queued, madeAt, phone: at };
  if (queued.type === 'undo') lastOf.delete(at);
  else lastOf.set(at, queued.id);
}

async function run() {
  const database = await scratchDatabase(values.postgres);
  {
    const orm = await createOrm(database.url);
    await migrate(orm);
    await ensureTeams(orm.em.fork());
    await orm.close();
  }
  const server = await startServer(database.url, Number(values.port), { built: true });
  try {
    const cookies = await Promise.all(Array.from({ length: PHONES }, () => loginAdmin(server.url)));
    const eventId = await makeNight(server.url, cookies[0]!, database.url);
    const answered = new Map<string, Answered[]>();
    const phones = cookies.map((cookie, index) => phone(index, server.url, cookie, eventId, answered));
    await Promise.all(phones.map((each) => each.sync.start()));
    const entries = phones[0]!.sync.snapshot().state!.entries;

    // The night's taps: parties by their codes (a tenth of them scanned again on another phone),
    // walk-ins, exits and undos, at random moments of the night, each on a phone.
    type Plan = { at: number; phone: number; kind: 'in' | 'walk-in' | 'exit' | 'undo'; code?: string };
    const plan: Plan[] = [];
    const codes = entries.map((entry) => entry.code!).sort(() => random() - 0.5);
    const parties = Math.round(checkInCount * 0.7);
    const twice = Math.round(parties * 0.1);
    for (let index = 0; index < parties - twice; index += 1) plan.push({ at: random() * realMs, phone: Math.floor(random() * PHONES), kind: 'in', code: codes[index % codes.length]! });
    for (const first of plan.slice(0, twice)) {
      // The same party at another door within the night's minute: often while one of them is offline.
      plan.push({ at: Math.min(realMs - 1, first.at + random() * (realMs / NIGHT_MINUTES)), phone: (first.phone + 1 + Math.floor(random() * (PHONES - 1))) % PHONES, kind: 'in', code: first.code! });
    }
    while (plan.length < checkInCount) plan.push({ at: random() * realMs, phone: Math.floor(random() * PHONES), kind: pick(['walk-in', 'walk-in', 'walk-in', 'exit', 'exit', 'undo'] as const) });
    plan.sort((a, b) => a.at - b.at);

    // Each phone loses the network twice, for a tenth of the night each time.
    const outage = realMs / 10;
    const outages = phones.flatMap((_, index) => [0, 1].map((half) => ({ phone: index, from: (half * realMs) / 2 + random() * (realMs / 2 - outage) })));

    console.log(
      `bench:door på ${values.postgres ? 'PostgreSQL' : 'SQLite'}: ${entryCount} på dørlisten, ${checkInCount} tjek-ind fra ${PHONES} telefoner over ${NIGHT_MINUTES} minutter ` +
        `(spillet på ${values.minutes} min), hver uden net 2 × ${(NIGHT_MINUTES / 10).toFixed(0)} min, ${twice} selskaber scannet på to telefoner`,
    );
    const started = performance.now();
    const made: Made[] = [];
    const lastOf = new Map<number, string>();
    const timers = [
      ...outages.flatMap(({ phone: index, from }) => [setTimeout(() => phones[index]!.lose(), from), setTimeout(() => phones[index]!.regain(), from + outage)]),
    ];
    const taps: Promise<void>[] = [];
    for (const [index, step] of plan.entries()) {
      await sleep(Math.max(0, step.at - (performance.now() - started)));
      taps.push(tap(phones, step.phone, step.kind, step.code, lastOf, made, index));
    }
    await Promise.all(taps);
    await sleep(Math.max(0, realMs - (performance.now() - started)));
    timers.forEach(clearTimeout);
    for (const each of phones) each.regain();

    // The queues drain once every phone has network again.
    const deadline = performance.now() + 120_000;
    while (phones.some((each) => each.sync.snapshot().queue.length > 0) && performance.now() < deadline) await sleep(100);
    await Promise.all(phones.map((each) => each.sync.refresh()));
    for (const each of phones) each.stop();

    const final = await restDoorTransport({ origin: server.url, headers: { cookie: cookies[0]! } }).state(eventId);
    report(made, answered, final, phones);
  } finally {
    await server.stop();
    await database.drop();
  }
}

function report(made: Made[], answered: Map<string, Answered[]>, final: DoorState, phones: Phone[]) {
  const outcomeOf = (id: string) => answered.get(id)?.at(-1)?.outcome;
  const lost = made.filter(({ checkIn }) => !outcomeOf(checkIn.id));
  const accepted = made.filter(({ checkIn }) => ['ok', 'partial'].includes(outcomeOf(checkIn.id)?.result ?? ''));
  const already = made.filter(({ checkIn }) => outcomeOf(checkIn.id)?.result === 'already');
  const other = made.length - lost.length - accepted.length - already.length;
  // What the server told the phones it counted, added up: every check-in in, out, and undone once.
  const counted = new Map<string, number>();
  for (const { checkIn } of accepted) {
    const persons = outcomeOf(checkIn.id)!.persons;
    if (checkIn.type === 'undo') {
      const target = made.find((each) => each.checkIn.id === checkIn.undoes);
      if (target && counted.has(target.checkIn.id)) counted.delete(target.checkIn.id);
    } else {
      counted.set(checkIn.id, checkIn.type === 'exit' ? -persons : persons);
    }
  }
  // Held at 0 as the server holds it: an undone walk-in after the room emptied takes nobody out.
  const expected = Math.max(0, [...counted.values()].reduce((sum, persons) => sum + persons, 0));
  // Doubled: a party let in past its persons, or one check-in counted twice.
  const used = new Map<string, number>();
  const seen = new Set<string>();
  let doubled = 0;
  for (const checkIn of final.checkIns) {
    if (seen.has(checkIn.id)) doubled += 1;
    seen.add(checkIn.id);
    if (checkIn.type === 'in' && checkIn.key) used.set(checkIn.key, (used.get(checkIn.key) ?? 0) + checkIn.persons);
  }
  doubled += final.entries.filter((entry) => (used.get(entry.key) ?? 0) > entry.persons).length;
  const missingOnServer = [...counted.keys()].filter((id) => !seen.has(id)).length;
  const phonesAgree = phones.every((each) => each.sync.snapshot().view?.inside === final.inside);

  const latency = (offline: boolean) =>
    made
      .filter(({ checkIn }) => checkIn.offline === offline && answered.has(checkIn.id))
      .map(({ checkIn, madeAt }) => answered.get(checkIn.id)![0]!.answeredAt - madeAt)
      .sort((a, b) => a - b);
  const online = latency(false);
  const queued = latency(true);
  const ms = (values: number[]) => `${percentile(values, 0.5).toFixed(0)} ms / ${percentile(values, 0.99).toFixed(0)} ms`;
  console.log(`  tjek-ind lavet     ${made.length} (${made.filter(({ checkIn }) => checkIn.offline).length} uden net)`);
  console.log(`  godtaget           ${accepted.length}`);
  console.log(`  'allerede'         ${already.length}`);
  if (other > 0) console.log(`  andet svar         ${other}`);
  console.log(`  tabt               ${lost.length + missingOnServer}`);
  console.log(`  talt dobbelt       ${doubled}`);
  console.log(`  inde på serveren   ${final.inside} (forventet ${expected}${phonesAgree ? ', alle telefoner viser det samme' : ', telefonerne viser noget andet'})`);
  console.log(`  synk. med net      p50 / p99 ${ms(online)} (${online.length})`);
  console.log(`  synk. fra kø       p50 / p99 ${ms(queued)} (${queued.length})`);
  process.exitCode = lost.length + missingOnServer + doubled > 0 || final.inside !== expected || !phonesAgree ? 1 : 0;
}

await run();
