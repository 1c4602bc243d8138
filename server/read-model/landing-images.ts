import type { EntityManager } from '@mikro-orm/core';
import type { LandingImage as LandingImageDto } from '../../shared/schemas/landing-image';
import { imageUrl } from '../lib/image-url';
import { placeholders, query } from './columns';

/** Landing images as `{ id, url }` in one statement, in the order of `ids`. */
export async function readLandingImages(em: EntityManager, publicUrl: string, ids: number[]): Promise<LandingImageDto[]> {
  if (ids.length === 0) return [];
  const rows = await query(
    em,
    `select l.id, i.hash from landing_image l join image i on i.id = l.image_id where l.id in (${placeholders(ids)})`,
    ids,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), url: imageUrl(publicUrl, { hash: String(row.hash) }) }]));
  return ids.map((id) => byId.get(id)).filter((landingImage): landingImage is LandingImageDto => landingImage !== undefined);
}
