import { APPLICATION_WEBHOOK_EVENT, type WebhookDeliveryDto } from '../../../../shared/schemas/webhook';

export const RECORD_WORDS = { event: 'Events', artist: 'Kunstnere', venue: 'Spillesteder', genre: 'Genrer' } as const;
export const APPLICATION_EVENT_WORDS = 'Nye ansøgninger om at spille';
export const ACTION_WORDS = { created: 'oprettet', updated: 'rettet', deleted: 'slettet' } as const;

export const STATUS_WORDS: Record<WebhookDeliveryDto['status'], string> = { pending: 'Venter', delivered: 'Leveret', failed: 'Opgivet' };

/** "event.created" as people read it: "Events: oprettet"; `*` is every change. */
export function eventWords(type: string): string {
  if (type === '*') return 'Alle ændringer';
  if (type === 'ping') return 'Ping';
  if (type === APPLICATION_WEBHOOK_EVENT) return APPLICATION_EVENT_WORDS;
  const [record, action] = type.split('.') as [keyof typeof RECORD_WORDS, keyof typeof ACTION_WORDS];
  return `${RECORD_WORDS[record] ?? record}: ${ACTION_WORDS[action] ?? action}`;
}
