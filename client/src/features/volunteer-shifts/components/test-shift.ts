import type { Shift } from '../../../../../shared/schemas/shift';

/** For tests: a shift of the plan, empty with two places, as the server answers it, changed by `changes`. */
export const testShift = (changes: Partial<Shift> = {}): Shift => ({
  id: 3,
  eventId: 1,
  role: 'Bar',
  startsAt: '2026-06-12T17:00:00.000Z',
  endsAt: '2026-06-12T20:00:00.000Z',
  capacity: 2,
  door: false,
  volunteers: [],
  mine: false,
  requires: [],
  requirements: [],
  standby: [],
  swaps: [],
  signup: { state: 'free' },
  marksAttendance: false,
  plans: false,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...changes,
});
