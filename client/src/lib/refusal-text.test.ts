import { describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE_MESSAGE } from '../../../shared/constants';
import { APPLICATION_RECEIVED, applicationInputSchema, PHONE_MESSAGE } from '../../../shared/schemas/application';
import { GUEST_LIST_MESSAGES, guestListFullText } from '../../../shared/schemas/guest-list';
import { OFFER_MESSAGES } from '../../../shared/schemas/offer';
import { translatorFor } from '../../../shared/i18n/translators';
import { applicationAddressThrottle, applicationEmailThrottle } from '../../../server/modules/application/application-throttles';
import { CLOSED_DEFAULT, TOO_FAST } from '../../../server/modules/application/application.service';
import { UNSUPPORTED_IMAGE_MESSAGE } from '../../../server/modules/image/image-encoding';
import { refusalText } from './refusal-text';

/** What an act's guest list page can be refused with (the others are the booking group's). */
const ACT_GUEST_LIST_REFUSALS = ['eventNotFound', 'entryNotFound', 'name', 'plus', 'linkInvalid', 'doorsOpen', 'nightOver', 'cancelled', 'notOwn', 'entryId'] as const;

const english = (message: string) => refusalText(message, translatorFor('en'));

/** Every refusal a zod schema gives this input, as the server would send it. */
const refusalsOf = (input: Record<string, unknown>) => applicationInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('refusals on English pages (the API keeps them Danish)', () => {
  it('words the application form\'s refusals in English, the ones the schema really sends', () => {
    const refusals = refusalsOf({
      actName: ' ',
      contactName: 'x'.repeat(101),
      email: 'nope',
      phone: '12',
      genres: ['x'.repeat(41), 'a', 'b', 'c', 'd', 'e'],
      links: ['ftp://x'],
      text: 'https:// https:// https://',
      months: ['marts'],
      lineupSize: 0,
      consent: false,
    });
    expect(refusals.length).toBeGreaterThan(8);
    for (const refusal of refusals) expect(english(refusal), refusal).not.toBe(refusal);
    expect(english('Højst 100 tegn')).toBe('100 characters at most');
    expect(english(PHONE_MESSAGE)).toBe('A phone number has 8–15 digits');
    expect(english(APPLICATION_RECEIVED)).toMatch(/^Thanks for your application!/);
  });

  it('words the server\'s own refusals of the forms in English', () => {
    const messages = [
      TOO_FAST,
      CLOSED_DEFAULT,
      applicationAddressThrottle.options.message,
      applicationEmailThrottle.options.message,
      IMAGE_TOO_LARGE_MESSAGE,
      UNSUPPORTED_IMAGE_MESSAGE,
      ...ACT_GUEST_LIST_REFUSALS.map((key) => GUEST_LIST_MESSAGES[key]),
      OFFER_MESSAGES.answered,
      OFFER_MESSAGES.linkInvalid,
    ];
    for (const message of messages) expect(english(message), message).not.toBe(message);
    expect(english(guestListFullText(4, 0))).toBe('The guest list is full: you have 4 places and they’re all taken');
    expect(english(guestListFullText(4, 1))).toBe('Only 1 place is left on the guest list: bring fewer along (+N)');
  });

  it('leaves Danish pages, and messages it does not know, as the server sent them', () => {
    expect(refusalText(TOO_FAST, translatorFor('da'))).toBe(TOO_FAST);
    expect(english('Noget helt andet')).toBe('Noget helt andet');
  });
});
