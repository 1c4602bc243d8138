import { PERMISSIONS, type Permission, type TeamName } from '../../shared/constants';
import { forbidden, unauthorized } from '../errors';

/*
 * Who is asking, and the checks on them that the tRPC base's procedures, the upload routes and the
 * services make alike. Finding the viewer behind a request is the auth module's (modules/auth/viewer.ts).
 */

const NO_ACCESS = 'Du har ikke adgang til denne handling';

/** The logged-in member behind a request, read fresh every time so approvals and team changes apply at once. */
export type Viewer = {
  memberId: number;
  /** Approved: an inactive member may only see their own session and log out. */
  active: boolean;
  /** The browser session behind the request; null when a script sends an API token instead. */
  sessionId: string | null;
  /** The API token behind a script's request (docs/permissions.md); null for a browser's session. */
  apiToken: { id: number; canWrite: boolean } | null;
  teams: ReadonlySet<TeamName>;
};

/** Whether an approved member of one of the allowed teams (docs/permissions.md) is asking. */
export function hasPermission(viewer: Viewer | null, permission: Permission): boolean {
  if (!viewer?.active) return false;
  const allowed: readonly string[] = PERMISSIONS[permission];
  return [...viewer.teams].some((team) => allowed.includes(team));
}

/** The checks behind every protected call, tRPC procedure or upload route alike. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized('Du skal være logget ind');
  return viewer;
}

/** Account changes (the password, new API tokens) need the member at a browser, not a script's token. */
export function requireSession(viewer: Viewer | null): Viewer & { sessionId: string } {
  const present = requireViewer(viewer);
  if (present.sessionId === null) throw forbidden('Det kræver, at du er logget ind i browseren; en API-nøgle kan ikke bruges til det');
  return { ...present, sessionId: present.sessionId };
}

export function requireActiveMember(viewer: Viewer | null): Viewer {
  const present = requireViewer(viewer);
  if (!present.active) throw forbidden('Dit medlemskab afventer godkendelse');
  return present;
}

export function requirePermission(viewer: Viewer | null, permission: Permission): Viewer {
  const present = requireActiveMember(viewer);
  if (!hasPermission(present, permission)) throw forbidden(NO_ACCESS);
  return present;
}

/**
 * Whether the viewer may plan shifts whose crews are led by `crewLeads` (docs/permissions.md): a shift
 * manager may plan any; a crew's lead only shifts that belong to a crew they lead, every one of them
 * (a shift moved between crews needs both). Being on a crew grants nothing.
 */
export function mayPlanShifts(viewer: Viewer | null, crewLeads: readonly (number | null | undefined)[]): boolean {
  if (hasPermission(viewer, 'manageShifts')) return true;
  return Boolean(viewer?.active) && crewLeads.length > 0 && crewLeads.every((lead) => lead === viewer!.memberId);
}

export function requireShiftPlanner(viewer: Viewer | null, crewLeads: readonly (number | null | undefined)[]): Viewer {
  const present = requireActiveMember(viewer);
  if (!mayPlanShifts(present, crewLeads)) throw forbidden(NO_ACCESS);
  return present;
}
