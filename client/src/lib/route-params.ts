import { notFound } from '@tanstack/react-router';
import { recordIdOf } from '../../../shared/record-id';
import { httpStatusOf } from './api-error';

/** Route params such as $venueId: anything but a positive integer is a page that does not exist. */
export function parseId(raw: string): number {
  const id = recordIdOf(raw);
  if (id === undefined) throw notFound();
  return id;
}

/** For loaders: a record the server does not know shows the not-found page, not an error. */
export async function notFoundOn404<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (httpStatusOf(error) === 404) throw notFound();
    throw error;
  }
}

/** ?side=2 and on: which page of a list a public page shows; anything else is the first page. */
export function parsePageSearch(search: Record<string, unknown>): { side?: number } {
  const side = Number(search.side);
  return Number.isSafeInteger(side) && side > 1 && side <= 1_000_000 ? { side } : {};
}
