import type { Shift, ShiftEvent } from '../../../../shared/schemas/shift';
import { formatDate, formatTimeRange } from '../../lib/format-date';
import { countText } from '../../../../shared/count-text';

export const SHIFTS_PATH = '/admin/vagter';

/** "lørdag 14. marts 2026, 19.00–01.00" */
export const shiftWhen = (shift: Pick<Shift, 'startsAt' | 'endsAt'>) => `${formatDate(shift.startsAt)}, ${formatTimeRange(shift.startsAt, shift.endsAt)}`;

/** "Fredagsbar, Vagthuset" */
export const eventWhere = (event: ShiftEvent) => `${event.title}, ${event.venueName}`;

export const openPlaces = (shift: Pick<Shift, 'capacity' | 'volunteers'>) => shift.capacity - shift.volunteers.length;

/** "2 af 3 pladser taget" */
export const takenText = (taken: number, capacity: number) => `${taken} af ${countText(capacity, 'plads', 'pladser')} taget`;
