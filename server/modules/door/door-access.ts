import type { EntityManager } from '@mikro-orm/core';
import { DOOR_MESSAGES } from '../../../shared/schemas/door';
import { forbidden, notFound } from '../../errors';
import { bool, query } from '../../read-model/columns';
import { hasPermission, requireActiveMember, type Viewer } from '../../lib/viewer';

/** Who runs the door, and whether they may let people in over the venue's capacity. */
export type DoorAccess = { memberId: number; mayOverride: boolean };

/**
 * A door shift of the event that the member is on: signed up, its lead, or the lead of its crew.
 * The shift's crew lead may be away from the door itself, but answers for it (docs/door.md#door-mode).
 */
const ON_DOOR_SHIFT = `exists (
  select 1 from shift s
   where s.event_id = e.id and s.door = ?
     and (s.lead_id = ?
          or exists (select 1 from shift_signup ss where ss.shift_id = s.id and ss.member_id = ?)
          or exists (select 1 from crew c where c.id = s.crew_id and c.lead_id = ?)))`;

/**
 * The door of one event (docs/door.md#door-mode): those who manage events, any night; for that night
 * only, the volunteers of its door shifts, their leads and their crews' leads. Anonymous 401, an
 * unknown event 404 (before 403: active members see every event anyway), anyone else 403.
 */
export async function requireDoorAccess(em: EntityManager, viewer: Viewer | null, eventId: number): Promise<DoorAccess> {
  const member = requireActiveMember(viewer);
  const manager = hasPermission(member, 'manageEvents');
  const id = member.memberId;
  const [row] = await query(em, `select ${manager ? '1' : ON_DOOR_SHIFT} as allowed from event e where e.id = ?`, manager ? [eventId] : [true, id, id, id, eventId]);
  if (!row) throw notFound(DOOR_MESSAGES.notFound);
  if (!manager && !bool(row.allowed)) throw forbidden(DOOR_MESSAGES.noAccess);
  return { memberId: id, mayOverride: manager };
}
