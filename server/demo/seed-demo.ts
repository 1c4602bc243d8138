import type { EntityManager } from '@mikro-orm/core';
import type { TeamName } from '../../shared/constants';
import type { EventStatus } from '../../shared/event-details';
import type { Admission, EventKind } from '../../shared/event-night';
import { copenhagenToUtc } from '../../shared/copenhagen-time';
import { sanitizeRichText } from '../lib/rich-text';
import { Artist } from '../modules/artist/artist.entity';
import { hashPassword } from '../modules/auth/password';
import { Concert, Event } from '../modules/event/event.entity';
import { Genre } from '../modules/genre/genre.entity';
import type { Image } from '../modules/image/image.entity';
import { storeUpload } from '../modules/image/image.service';
import { LandingImage } from '../modules/landing-image/landing-image.entity';
import { Member } from '../modules/member/member.entity';
import { Settings } from '../modules/settings/settings.entity';
import { Team } from '../modules/team/team.entity';
import { Venue } from '../modules/venue/venue.entity';
import { demoEventAccess, demoVenueAccess } from './demo-access';
import { demoPicture } from './demo-pictures';
import { reserveDemoPlaces } from './demo-reservations';
import { planDemoShifts } from './demo-shifts';

/** Every demo member logs in with this password (the demo is for trying the site, never production). */
export const DEMO_PASSWORD = 'demo-kode-1';

/** Some say how many may be inside at once (door mode counts against it); the numbers are made up. */
const VENUES: { name: string; address: string; postalCode: string; city: string; countryCode: string; url?: string; capacity?: number }[] = [
  { name: 'Pumpehuset', address: 'Studiestræde 52', postalCode: '1554', city: 'København', countryCode: 'DK', url: 'https://pumpehuset.dk', capacity: 600 },
  { name: 'Studenterhuset', address: 'Købmagergade 52', postalCode: '1150', city: 'København', countryCode: 'DK', url: 'https://studenterhuset.com', capacity: 300 },
  { name: 'Voxhall', address: 'Vester Allé 15', postalCode: '8000', city: 'Aarhus', countryCode: 'DK', url: 'https://voxhall.dk', capacity: 700 },
  { name: 'Posten', address: 'Østre Stationsvej 35', postalCode: '5000', city: 'Odense', countryCode: 'DK', url: 'https://postenlive.dk' },
  { name: 'Studenterhuset Aalborg', address: 'Gammeltorv 10', postalCode: '9000', city: 'Aalborg', countryCode: 'DK' },
  { name: 'Tobakken', address: 'Gasværksgade 2', postalCode: '6700', city: 'Esbjerg', countryCode: 'DK', url: 'https://tobakken.dk' },
  { name: 'Godset', address: 'Jens Holmsgade 14', postalCode: '6000', city: 'Kolding', countryCode: 'DK' },
  { name: 'Inkonst', address: 'Bergsgatan 29', postalCode: '211 54', city: 'Malmö', countryCode: 'SE', url: 'https://inkonst.com' },
];

const GENRES = ['Indie', 'Folk', 'Jazz', 'Elektronisk', 'Rock', 'Pop', 'Hiphop', 'Singer-songwriter', 'Punk', 'Soul', 'Ambient'];

/** Made-up artists: the demo should not put words in real musicians' mouths. */
const ARTISTS: { name: string; genres: string[]; description: string }[] = [
  {
    name: 'Fjordlys',
    genres: ['Indie', 'Pop'],
    // Some descriptions are formatted text, as the admin editor writes them (docs/content.md).
    description:
      '<p><strong>Drømmende indiepop fra Vestjylland</strong> med stor lyd og små historier.</p>' +
      '<h2>Live</h2><ul><li>Fire stemmer og to trommesæt</li><li>Nye sange fra efterårets EP</li></ul>' +
      '<p>Læs mere på <a href="https://fjordlys.example">bandets side</a>.</p>',
  },
  { name: 'Ærø Stringband', genres: ['Folk'], description: 'Violin, banjo og kontrabas fra den sydfynske ø. Dansen kommer af sig selv.' },
  {
    name: 'Nattevagt',
    genres: ['Rock', 'Punk'],
    description: '<p>Tre nattevagter fra Odense, der spiller <em>for hurtigt</em> og <em>for højt</em>.</p><p><u>Heldigvis.</u></p>',
  },
  { name: 'Maja Holm Kvartet', genres: ['Jazz'], description: 'Moderne jazz med nordisk melankoli og plads til improvisation.' },
  { name: 'Østerbro Soul Club', genres: ['Soul', 'Pop'], description: 'Ti mand, blæsere og et kor: soul som i halvfjerdserne, tekster om i dag.' },
  { name: 'Lyngby Lo-fi', genres: ['Elektronisk', 'Ambient'], description: 'Stille elektronik til sene aftener, bygget af optagelser fra S-toget.' },
  { name: 'Kaja Vinter', genres: ['Singer-songwriter', 'Folk'], description: 'Sange om at flytte hjemmefra, skrevet ved et køkkenbord i Aalborg.' },
  { name: 'Betonhaven', genres: ['Hiphop'], description: 'Rap fra Gellerup om beton, venskab og at finde sin egen vej.' },
  { name: 'Aalborg Bigband', genres: ['Jazz', 'Soul'], description: 'Atten musikere, klassisk swing og nye arrangementer af danske sange.' },
  { name: 'Sølvpapir', genres: ['Pop', 'Elektronisk'], description: 'Glitrende synthpop med omkvæd, der bliver hængende hele ugen.' },
  { name: 'Mosekonen', genres: ['Folk', 'Ambient'], description: 'Nordisk folk, nøgleharpe og lydlandskaber optaget i Store Vildmose.' },
  { name: 'Hvide Støj', genres: ['Rock', 'Indie'], description: 'Støjrock med pedaler nok til at fylde en varevogn.' },
  { name: 'Frederik & Fuglene', genres: ['Singer-songwriter', 'Pop'], description: 'Akustisk pop om fugle, fjorde og forelskelse.' },
  { name: 'Kælderkoret', genres: ['Soul', 'Singer-songwriter'], description: 'Et kor på tyve, der synger gospel, soul og alt derimellem.' },
  { name: 'Polarnat', genres: ['Elektronisk'], description: 'Techno fra København med analoge maskiner og lange opbygninger.' },
  { name: 'Åen', genres: ['Indie', 'Folk'], description: 'Lavmælt indiefolk fra Randers, spillet med lukkede øjne.' },
  { name: 'Punktum', genres: ['Punk'], description: 'Korte sange, kortere pauser. Ingen sang over to minutter.' },
];

/** `emailUnverified`: the approval screen shows one registration whose address has not answered its link yet. */
const MEMBERS: { firstName: string; lastName: string; teams: TeamName[]; active: boolean; publicConsent: boolean; specialRole?: string; emailUnverified?: true }[] = [
  { firstName: 'Anne', lastName: 'Kristensen', teams: ['project-leader'], active: true, publicConsent: true, specialRole: 'Formand' },
  { firstName: 'Mads', lastName: 'Jørgensen', teams: ['booking', 'event-management'], active: true, publicConsent: true },
  { firstName: 'Sofie', lastName: 'Nielsen', teams: ['visual-identity'], active: true, publicConsent: true },
  { firstName: 'Jonas', lastName: 'Madsen', teams: ['economy'], active: true, publicConsent: true, specialRole: 'Kasserer' },
  { firstName: 'Ida', lastName: 'Larsen', teams: ['public-relations'], active: true, publicConsent: false },
  { firstName: 'Emil', lastName: 'Pedersen', teams: ['team-management'], active: true, publicConsent: true },
  { firstName: 'Freja', lastName: 'Andersen', teams: ['event-management'], active: true, publicConsent: true },
  { firstName: 'Oliver', lastName: 'Hansen', teams: [], active: false, publicConsent: true },
  { firstName: 'Clara', lastName: 'Østergaard', teams: [], active: false, publicConsent: false, emailUnverified: true },
];

/** The demo association, in its settings as an admin would set them (docs/settings.md): nothing in the code names it. */
const SETTINGS = {
  name: 'Spillested',
  tagline: 'Levende musik, drevet af frivillige. Find aftenens koncert og mød holdet bag.',
  about:
    '<p>Spillested er en musikforening drevet af frivillige. Vi booker kunstnerne, bygger scenen, står i baren og sørger for, at hver koncert bliver en god aften.</p>' +
    '<p>Alle kan være med. Bliv medlem, og vær med til at skabe levende musik tæt på.</p>',
  email: 'kontakt@spillested.demo',
  city: 'Aarhus',
  socials: ['https://www.instagram.com/spillested.demo', 'https://www.facebook.com/spillested.demo'],
};

/** Two teams that have written how they present themselves on /about; the others show their standard text. */
const TEAM_PRESENTATIONS: Partial<Record<TeamName, string>> = {
  booking: 'Vi lytter til hundredvis af demoer om året og finder de bands, du ikke vidste, du ville elske.',
  'event-management': 'Fra scenen bygges om eftermiddagen, til det sidste kabel er rullet sammen: vi får aftenen til at ske.',
};

type EventPlan = {
  title: string;
  days: number;
  hour: number;
  venue: number;
  artists: number[];
  isPublic: boolean;
  /** Minutes the doors open before the first concert; most nights say so, a few don't. */
  doors?: number;
  price?: string;
  ageLimit?: number;
  status?: EventStatus;
  /** A night that is no concert (issue 47): its kind, how one gets in, and its own length when no one plays. */
  night?: { kind: EventKind; admission: Admission; doorPrice?: number; reservationCapacity?: number; hours: number; about: string };
};

/**
 * Events by days from today, local start hour and their artists' indexes; negative days are past,
 * reaching back into last year so the archive has more than one year.
 */
const EVENTS: EventPlan[] = [
  { title: 'Sommerjazz i gården', days: -500, hour: 18, venue: 3, artists: [3, 8], isPublic: true, doors: 30, price: 'Gratis entré' },
  { title: 'Høstkoncert', days: -420, hour: 20, venue: 5, artists: [10, 6], isPublic: true, doors: 60, price: '110 kr.' },
  { title: 'Vinterpunk', days: -330, hour: 21, venue: 6, artists: [16, 2], isPublic: true, doors: 60, price: '90 kr.', ageLimit: 18 },
  { title: 'Efterårsfest', days: -40, hour: 20, venue: 0, artists: [0, 9], isPublic: true, doors: 60, price: '150 kr.' },
  { title: 'Jazz i kælderen', days: -12, hour: 19, venue: 3, artists: [3], isPublic: true, doors: 30, price: '120 kr.' },
  { title: 'Folk på Fyn', days: -3, hour: 19, venue: 3, artists: [1, 10], isPublic: true, price: '100 kr.' },
  { title: 'Indienat', days: 6, hour: 20, venue: 2, artists: [15, 11, 0], isPublic: true, doors: 60, price: '180 kr.' },
  { title: 'Soul & swing', days: 12, hour: 20, venue: 4, artists: [8, 4], isPublic: true, doors: 60, price: '160 kr.' },
  { title: 'Generalprøve (lukket)', days: 15, hour: 17, venue: 0, artists: [13], isPublic: false },
  { title: 'Elektronisk aften', days: 19, hour: 22, venue: 0, artists: [14, 5], isPublic: true, doors: 60, price: '140 kr.', ageLimit: 18, status: 'sold-out' },
  { title: 'Juletræsfest med Kælderkoret', days: 26, hour: 15, venue: 1, artists: [13], isPublic: true, doors: 30, price: 'Gratis entré', ageLimit: 0 },
  { title: 'Nytårskoncert', days: 39, hour: 20, venue: 6, artists: [9, 12], isPublic: true, doors: 60, price: '250 kr.' },
  { title: 'Vinterfolk', days: 48, hour: 19, venue: 5, artists: [10, 6, 1], isPublic: true, doors: 45, price: '120 kr.' },
  { title: 'Rap fra Gellerup', days: 57, hour: 21, venue: 2, artists: [7], isPublic: true, doors: 60, price: '130 kr.', ageLimit: 15, status: 'cancelled' },
  { title: 'Frivilligfest', days: 63, hour: 18, venue: 1, artists: [12], isPublic: false },
  { title: 'Støj i Kolding', days: 74, hour: 20, venue: 6, artists: [11, 2], isPublic: true, doors: 60, price: '150 kr.', status: 'postponed' },
  { title: 'Forårsjazz', days: 96, hour: 19, venue: 7, artists: [3, 8], isPublic: true, doors: 60, price: '200 SEK' },
  { title: 'Sangskriveraften', days: 118, hour: 20, venue: 4, artists: [6, 12, 15], isPublic: true, doors: 30 },
];

/** Nights that are no concerts besides the Friday bar, planned after it so the concerts' shift plans stay as they were. */
const OTHER_NIGHTS: EventPlan[] = [
  {
    title: 'Pubquiz',
    days: 9,
    hour: 19,
    venue: 1,
    artists: [],
    isPublic: true,
    doors: 30,
    night: { kind: 'quiz', admission: 'door', doorPrice: 40, hours: 3, about: 'Hold på op til seks, seks runder og en finale om musik. Tilmelding i døren.' },
  },
  {
    title: 'Fællesspisning',
    days: 22,
    hour: 18,
    venue: 1,
    artists: [],
    isPublic: true,
    night: {
      kind: 'communal-dinner',
      admission: 'reservation',
      reservationCapacity: 80,
      hours: 3,
      about: 'Vi laver mad sammen og spiser ved de lange borde i salen. Gratis, men reservér en plads.',
    },
  },
];

/**
 * A weekly night, as the series dialog makes one: the free bar every Friday, with no one on stage, from
 * the first Friday at least two days ahead (a shift of the first night is then still open to sign-up,
 * which closes 24 hours before).
 */
function fridayBar(today: Date): EventPlan[] {
  const daysToFriday = (5 - today.getUTCDay() + 7) % 7;
  const toFriday = daysToFriday < 2 ? daysToFriday + 7 : daysToFriday;
  return Array.from({ length: 6 }, (_, week) => ({
    title: 'Fredagsbar',
    days: toFriday + week * 7,
    hour: 17,
    venue: 1,
    artists: [],
    isPublic: true,
    ageLimit: 18,
    night: { kind: 'bar-night', admission: 'free', hours: 7, about: 'Baren er åben, og der er musik på anlægget. Kom forbi efter arbejde.' },
  }));
}

const CONCERT_MINUTES = 60;
const CHANGEOVER_MINUTES = 30;

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function socialsFor(name: string): string[] {
  const handle = slug(name);
  return [`https://www.instagram.com/${handle}`, `https://www.facebook.com/${handle}`, `https://www.youtube.com/@${handle}`];
}

/** Midnight in Copenhagen `days` from `today`, as calendar numbers. */
function calendarDay(today: Date, days: number) {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export type DemoSummary = Record<'venues' | 'genres' | 'artists' | 'events' | 'landingImages' | 'members', number>;

/**
 * Fills an empty database with a believable Danish programme around `today`: venues in several
 * cities, artists with genres and socials, public and non-public events (some past), landing images
 * and members in several teams, with pictures drawn locally. Refuses a database that has content.
 */
export async function seedDemo(em: EntityManager, today = new Date()): Promise<DemoSummary> {
  const existing = (await em.count(Venue, {})) + (await em.count(Artist, {})) + (await em.count(Event, {}));
  if (existing > 0) throw new Error('Databasen har allerede indhold; demo-data fyldes kun i en tom database.');

  let pictureSeed = 0;
  const picture = async (purpose: 'picture' | 'profile' = 'picture'): Promise<Image> =>
    storeUpload(em, await demoPicture((pictureSeed += 1)), purpose);

  const teams = new Map((await em.find(Team, {})).map((team) => [team.name, team]));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const members: Member[] = [];
  for (const member of MEMBERS) {
    members.push(
      em.create(Member, {
        email: `${slug(member.firstName)}.${slug(member.lastName)}@spillested.demo`,
        passwordHash,
        firstName: member.firstName,
        lastName: member.lastName,
        active: member.active,
        emailVerifiedAt: member.emailUnverified ? null : new Date(),
        publicConsent: member.publicConsent,
        specialRole: member.specialRole ?? null,
        profilePicture: await picture('profile'),
        teams: (['member', ...member.teams] as TeamName[]).map((name) => teams.get(name)!),
      }),
    );
  }
  const author = members[1]!;
  for (const member of members.filter((candidate) => candidate.active)) member.approvedBy = members[0]!;

  const venues = VENUES.map((venue) => em.create(Venue, { ...venue, ...demoVenueAccess(venue.name), createdBy: author, updatedBy: author }));
  const genres = new Map(GENRES.map((name) => [name, em.create(Genre, { name })]));
  const artists: Artist[] = [];
  for (const artist of ARTISTS) {
    artists.push(
      em.create(Artist, {
        name: artist.name,
        description: sanitizeRichText(artist.description),
        previewUrl: `https://open.spotify.com/artist/demo${slug(artist.name)}`,
        socials: socialsFor(artist.name),
        image: await picture(),
        genres: artist.genres.map((name) => genres.get(name)!),
        createdBy: author,
        updatedBy: author,
      }),
    );
  }

  const plans = [...EVENTS, ...fridayBar(today), ...OTHER_NIGHTS];
  const events: Event[] = [];
  for (const plan of plans) {
    const { year, month, day } = calendarDay(today, plan.days);
    const concerts = plan.artists.map((artistIndex, slot) => {
      const startsAt = copenhagenToUtc(year, month, day, plan.hour, slot * (CONCERT_MINUTES + CHANGEOVER_MINUTES));
      return { artist: artists[artistIndex]!, startsAt, endsAt: new Date(startsAt.getTime() + CONCERT_MINUTES * 60_000) };
    });
    const { night } = plan;
    const fromDate = night ? copenhagenToUtc(year, month, day, plan.hour) : concerts[0]!.startsAt;
    const event = em.create(Event, {
      title: plan.title,
      description: sanitizeRichText(night ? night.about : `${plan.title} på ${VENUES[plan.venue]!.name} med ${plan.artists.map((index) => ARTISTS[index]!.name).join(', ')}.`),
      ticketUrl: night ? '' : `https://billetter.spillested.demo/${slug(plan.title)}`,
      kind: night?.kind ?? 'concert',
      admission: night?.admission ?? 'ticket',
      doorPrice: night?.doorPrice ?? null,
      reservationCapacity: night?.reservationCapacity ?? null,
      image: await picture(),
      venue: venues[plan.venue]!,
      isPublic: plan.isPublic,
      fromDate,
      toDate: night ? new Date(fromDate.getTime() + night.hours * 3_600_000) : concerts.at(-1)!.endsAt,
      doorsAt: plan.doors === undefined ? null : new Date(fromDate.getTime() - plan.doors * 60_000),
      price: plan.price ?? null,
      ageLimit: plan.ageLimit ?? null,
      status: plan.status ?? 'scheduled',
      ...demoEventAccess(plan.title),
      createdBy: author,
      updatedBy: author,
    });
    for (const concert of concerts) em.create(Concert, { ...concert, event });
    if (night?.admission === 'reservation') reserveDemoPlaces(em, event, today);
    events.push(event);
  }
  const crews = await planDemoShifts(em, events, members, today);

  const landingImages = 4;
  for (let index = 0; index < landingImages; index += 1) {
    em.create(LandingImage, { image: await picture(), createdBy: members[2]! });
  }
  for (const crew of crews) crew.image = await picture();
  em.assign(await em.findOneOrFail(Settings, { id: 1 }), { ...SETTINGS, about: sanitizeRichText(SETTINGS.about), updatedAt: new Date(), updatedBy: members[0]! });
  for (const [name, text] of Object.entries(TEAM_PRESENTATIONS)) teams.get(name as TeamName)!.publicDescription = text;

  await em.flush();
  return {
    venues: VENUES.length,
    genres: GENRES.length,
    artists: ARTISTS.length,
    events: events.length,
    landingImages,
    members: MEMBERS.length,
  };
}
