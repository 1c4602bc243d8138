import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Offer } from './offer.entity';

/**
 * The bytes of an offer's contract (a PDF), in their own table as a picture's are (ImageData): the
 * offer lists never read them, only fetching the file does.
 */
export const OfferContract = defineEntity({
  name: 'OfferContract',
  properties: {
    offer: () => p.oneToOne(Offer).owner().primary().deleteRule('cascade'),
    data: p.blob(),
  },
});
export type OfferContract = InferEntity<typeof OfferContract>;
