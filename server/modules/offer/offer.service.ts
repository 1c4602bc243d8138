import type { EntityManager } from '@mikro-orm/core';
import type { Offer as OfferDto, OfferInput, OfferListInput, OfferView } from '../../../shared/schemas/offer';
import { OFFER_MESSAGES } from '../../../shared/schemas/offer';
import { OFFER_ACCEPTED_WEBHOOK_EVENT } from '../../../shared/schemas/webhook';
import { conflict, invalid, notFound } from '../../errors';
import { escapeHtml } from '../../lib/escape-html';
import type { Mailer } from '../../lib/mailer';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import type { Viewer } from '../../lib/viewer';
import { Artist } from '../artist/artist.entity';
import { Concert, Event } from '../event/event.entity';
import { Genre } from '../genre/genre.entity';
import { copenhagenDate } from '../../../shared/calendar-day';
import { Hold } from '../hold/hold.entity';
import { Member } from '../member/member.entity';
import { executeOn } from '../outbox/outbox';
import { insertBookingDeliveries, wakeWebhookSenders } from '../webhook/webhook-outbox';
import { offerAnsweredMessage, offerSentMessage } from './offer-mail';
import { Offer } from './offer.entity';

const NOT_FOUND = 'Tilbuddet findes ikke';
const POPULATE = ['application', 'venue', 'createdBy'] as const;

export type OfferMail = { mailer: Mailer; publicUrl: string };

const terms = (offer: Offer) => ({
  venue: { id: offer.venue.id, name: offer.venue.name },
  date: offer.date,
  dealKind: offer.dealKind,
  ...(offer.fee !== null && { fee: offer.fee }),
  ...(offer.doorDeal && { doorDeal: offer.doorDeal }),
  ...(offer.doorsAt && { doorsAt: offer.doorsAt.toISOString() }),
  startsAt: offer.startsAt.toISOString(),
  endsAt: offer.endsAt.toISOString(),
  ...(offer.hospitality && { hospitality: offer.hospitality }),
  ...(offer.rider && { rider: offer.rider }),
  ...(offer.message && { message: offer.message }),
  ...(offer.contractName &&
    offer.contractUploadedAt && { contract: { fileName: offer.contractName, size: offer.contractSize ?? 0, uploadedAt: offer.contractUploadedAt.toISOString() } }),
  status: offer.status,
  ...(offer.answeredAt && { answeredAt: offer.answeredAt.toISOString() }),
});

export function toOfferDto(offer: Offer): OfferDto {
  return {
    id: offer.id,
    ...(offer.hold && { holdId: offer.hold.id }),
    application: { id: offer.application.id, name: offer.application.actName },
    ...terms(offer),
    ...(offer.event && { eventId: offer.event.id }),
    ...(offer.artist && { artistId: offer.artist.id }),
    createdAt: offer.createdAt.toISOString(),
  };
}

const toOfferView = (offer: Offer): OfferView => ({ actName: offer.application.actName, ...terms(offer) });

/**
 * POST /api/offers: the terms for a hold's date, mailed to the application's act with a secret link;
 * the application's status becomes Tilbud (the offer is its mail). One open or accepted offer per hold.
 */
export async function createOffer(em: EntityManager, { mailer, publicUrl }: OfferMail, input: OfferInput, viewer: Viewer): Promise<OfferDto> {
  const hold = await em.findOne(Hold, input.holdId, { populate: ['application', 'venue'] });
  if (!hold) throw notFound('Optionen findes ikke');
  const { application } = hold;
  if (!application) throw conflict(OFFER_MESSAGES.holdWithoutApplication);
  if (application.status === 'declined' || application.status === 'withdrawn') throw conflict('Ansøgningen er afvist eller trukket tilbage');
  if (copenhagenDate(new Date(input.startsAt)) !== hold.date) throw invalid(OFFER_MESSAGES.notOnHeldDate);
  if (await em.count(Offer, { hold, status: { $in: ['sent', 'accepted'] } })) throw conflict(OFFER_MESSAGES.alreadyOffered);
  const token = newSecretToken();
  const offer = em.create(Offer, {
    hold,
    application,
    venue: hold.venue,
    date: hold.date,
    dealKind: input.dealKind,
    fee: input.dealKind === 'fee' ? input.fee! : null,
    doorDeal: input.dealKind === 'door' ? input.doorDeal! : null,
    doorsAt: input.doorsAt ? new Date(input.doorsAt) : null,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    hospitality: input.hospitality ?? null,
    rider: input.rider ?? null,
    message: input.message ?? null,
    status: 'sent',
    tokenHash: hashSecretToken(token),
    event: null,
    artist: null,
    createdBy: em.getReference(Member, viewer.memberId),
    createdAt: new Date(),
    answeredAt: null,
    contractName: null,
    contractSize: null,
    contractUploadedAt: null,
  });
  if (application.status !== 'booked') {
    application.status = 'offer';
    application.statusChangedAt = new Date();
  }
  await em.flush();
  await em.populate(offer, POPULATE);
  mailer.send(offerSentMessage(offer, `${publicUrl}/spil-hos-os/tilbud?token=${token}`));
  return toOfferDto(offer);
}

/** GET /api/offers: newest first, by application or status. */
export async function listOffers(em: EntityManager, filter: OfferListInput): Promise<OfferDto[]> {
  const offers = await em.find(
    Offer,
    { ...(filter.applicationId !== undefined && { application: filter.applicationId }), ...(filter.status && { status: filter.status }) },
    { populate: POPULATE, orderBy: { createdAt: 'DESC', id: 'DESC' } },
  );
  return offers.map(toOfferDto);
}

export async function findOffer(em: EntityManager, id: number): Promise<Offer> {
  const offer = await em.findOne(Offer, id, { populate: POPULATE });
  if (!offer) throw notFound(NOT_FOUND);
  return offer;
}

export const getOffer = async (em: EntityManager, id: number): Promise<OfferDto> => toOfferDto(await findOffer(em, id));

/** DELETE /api/offers/{id}: a sent offer is withdrawn; its link then shows it so. */
export async function withdrawOffer(em: EntityManager, id: number): Promise<OfferDto> {
  const offer = await findOffer(em, id);
  if ((await em.nativeUpdate(Offer, { id, status: 'sent' }, { status: 'withdrawn', answeredAt: new Date() })) !== 1) throw conflict(OFFER_MESSAGES.notSent);
  await em.refresh(offer);
  return toOfferDto(offer);
}

export async function offerOfLink(em: EntityManager, token: string): Promise<Offer> {
  const offer = await em.findOne(Offer, { tokenHash: hashSecretToken(token) }, { populate: POPULATE });
  if (!offer) throw notFound(OFFER_MESSAGES.linkInvalid);
  return offer;
}

/** GET /api/offers/link: the terms for the act, by its link. */
export const offerByLink = async (em: EntityManager, token: string): Promise<OfferView> => toOfferView(await offerOfLink(em, token));

/** An application's plain text as the artist's description (rich text, escaped), or its name when it wrote none. */
const descriptionOf = (text: string | null | undefined, name: string) =>
  (text ?? name)
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');

/** The application's genres as the site's: found by name whatever their case, made when new. */
async function genresOf(em: EntityManager, names: readonly string[]): Promise<Genre[]> {
  const genres: Genre[] = [];
  for (const name of names) {
    const known = await em.findOne(Genre, { normalizedName: name.trim().toLocaleLowerCase('da') });
    genres.push(known ?? em.create(Genre, { name: name.charAt(0).toLocaleUpperCase('da') + name.slice(1) }));
  }
  return genres;
}

/**
 * POST /api/offers/accept or /decline, by the act's link. The answer is claimed by one conditional
 * write, so an offer is answered once however often the button is pressed. Accepting makes, in the
 * same transaction, the artist (name, photo, links and genres from the application) and a draft event
 * (members only) on the date with its concert, books the application and ends the hold; the maker is
 * told, and the booking webhooks get `offer.accepted`.
 */
export async function answerOffer(em: EntityManager, { mailer, publicUrl }: OfferMail, token: string, answer: 'accepted' | 'declined'): Promise<OfferView> {
  const found = await offerOfLink(em, token);
  const offer = await em.transactional(async (tx) => {
    const claimed = await tx.nativeUpdate(Offer, { id: found.id, status: 'sent' }, { status: answer, answeredAt: new Date() });
    if (claimed !== 1) throw conflict(found.status === 'withdrawn' ? 'Tilbuddet er trukket tilbage' : OFFER_MESSAGES.answered);
    const offer = await tx.findOneOrFail(Offer, found.id, { populate: [...POPULATE, 'application.picture', 'hold'], refresh: true });
    if (answer === 'declined') return offer;
    const { application } = offer;
    const artist = tx.create(Artist, {
      name: application.actName,
      description: descriptionOf(application.text, application.actName),
      previewUrl: null,
      socials: application.links,
      image: application.picture,
      genres: await genresOf(tx, application.genres),
      createdBy: offer.createdBy,
      updatedBy: offer.createdBy,
    });
    const event = tx.create(Event, {
      title: application.actName,
      description: descriptionOf(application.text, application.actName),
      ticketUrl: '',
      image: application.picture,
      venue: offer.venue,
      isPublic: false,
      doorsAt: offer.doorsAt,
      fromDate: offer.startsAt,
      toDate: offer.endsAt,
      createdBy: offer.createdBy,
      updatedBy: offer.createdBy,
    });
    tx.create(Concert, { event, artist, startsAt: offer.startsAt, endsAt: offer.endsAt });
    offer.artist = artist;
    offer.event = event;
    application.status = 'booked';
    application.statusChangedAt = new Date();
    // The date is the event's now: the hold ends without moving a second option up.
    if (offer.hold) {
      tx.remove(offer.hold);
      offer.hold = null;
    }
    await tx.flush();
    await insertBookingDeliveries(executeOn(tx), OFFER_ACCEPTED_WEBHOOK_EVENT, toOfferDto(offer));
    return offer;
  });
  if (answer === 'accepted') wakeWebhookSenders();
  if (offer.createdBy) {
    const link = offer.event ? `${publicUrl}/admin/events/${offer.event.id}/edit` : `${publicUrl}/admin/booking?venueId=${offer.venue.id}&month=${offer.date.slice(0, 7)}`;
    mailer.send(offerAnsweredMessage(offer.createdBy, offer, link));
  }
  return toOfferView(offer);
}
