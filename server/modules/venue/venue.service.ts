import type { EntityManager } from '@mikro-orm/core';
import type { ListQuery, PagedList } from '../../../shared/schemas/common';
import { STEP_FREE, VENUE_ACCESS_KEYS } from '../../../shared/access';
import type { Venue as VenueDto, VenueInput, VenueUpdateInput } from '../../../shared/schemas/venue';
import { flushOrConflict } from '../../db/flush';
import { assertUnchangedSince } from '../../db/unchanged-since';
import { notFound } from '../../errors';
import { accessFromStored, accessProperties, accessProperty } from '../../lib/access-columns';
import { givenFields } from '../../lib/given-fields';
import { findPageIds, type ListSpec, pagedList, planList } from '../../lib/list-query';
import { readVenues } from '../../read-model/venues';
import type { Member } from '../member/member.entity';
import { Venue } from './venue.entity';
import { translationsOf, translationsToStore } from '../../lib/translations';

/** The fields the list may be filtered and ordered by (docs/api.md). */
export const venueListSpec: ListSpec = {
  fields: {
    id: { property: 'id', type: 'number', filter: true, order: true },
    name: { property: 'name', type: 'string', filter: true, order: 'nameSortKey' },
    city: { property: 'city', type: 'string', filter: true, order: true },
    country_code: { property: 'countryCode', type: 'string', filter: true, order: true },
    step_free: { property: 'accessStepFree', type: 'string', filter: true, values: STEP_FREE },
    created_at: { property: 'createdAt', type: 'date', filter: true, order: true },
    updated_at: { property: 'updatedAt', type: 'date', filter: true, order: true },
  },
  defaultOrder: [{ nameSortKey: 'ASC' }],
};

const NOT_FOUND = 'Spillestedet findes ikke';

export function toVenueDto(venue: Venue): VenueDto {
  return {
    id: venue.id,
    name: venue.name,
    city: venue.city,
    countryCode: venue.countryCode,
    address: venue.address ?? undefined,
    postalCode: venue.postalCode ?? undefined,
    url: venue.url ?? undefined,
    access: accessFromStored(VENUE_ACCESS_KEYS, (key) => venue[accessProperty(key) as keyof Venue]),
    translations: translationsOf(venue.translations),
    capacity: venue.capacity ?? undefined,
    createdAt: venue.createdAt.toISOString(),
    updatedAt: venue.updatedAt.toISOString(),
    createdBy: venue.createdBy?.id,
    updatedBy: venue.updatedBy?.id,
  };
}

export async function listVenues(em: EntityManager, query: ListQuery): Promise<PagedList<VenueDto>> {
  const plan = planList(query, venueListSpec);
  const [ids, total] = await findPageIds(em, Venue, plan);
  return pagedList(plan, await readVenues(em, ids), total);
}

async function findVenue(em: EntityManager, id: number): Promise<Venue> {
  const venue = await em.findOne(Venue, { id });
  if (!venue) throw notFound(NOT_FOUND);
  return venue;
}

export async function getVenue(em: EntityManager, id: number): Promise<VenueDto> {
  const [venue] = await readVenues(em, [id]);
  if (!venue) throw notFound(NOT_FOUND);
  return venue;
}

export async function createVenue(em: EntityManager, input: VenueInput, actor: Member): Promise<VenueDto> {
  const { access, translations, ...fields } = input;
  const venue = em.create(Venue, {
    ...givenFields({ ...fields, translations: translationsToStore(translations, null) }),
    ...accessProperties(VENUE_ACCESS_KEYS, access),
    createdBy: actor,
    updatedBy: actor,
  });
  await em.flush();
  return toVenueDto(venue);
}

export async function updateVenue(em: EntityManager, id: number, input: VenueUpdateInput, actor: Member): Promise<VenueDto> {
  const { updatedAt: seen, access, translations, ...fields } = input;
  return em.transactional(async (tx) => {
    await assertUnchangedSince(tx, Venue, id, seen, { definite: 'Spillestedet', pronoun: 'det' });
    const venue = await findVenue(tx, id);
    tx.assign(venue, {
      ...givenFields({ ...fields, translations: translationsToStore(translations, venue.translations) }),
      ...accessProperties(VENUE_ACCESS_KEYS, access),
      updatedBy: actor,
    });
    await tx.flush();
    return toVenueDto(venue);
  });
}

/** Returns the deleted venue, so a client can offer to undo by creating it again. */
export async function deleteVenue(em: EntityManager, id: number): Promise<VenueDto> {
  const venue = await findVenue(em, id);
  const deleted = toVenueDto(venue);
  // Events reference venues with a restricting foreign key.
  em.remove(venue);
  await flushOrConflict(em, { inUse: 'Spillestedet bruges af et eller flere events og kan ikke slettes' });
  return deleted;
}
