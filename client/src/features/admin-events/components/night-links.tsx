import { Link } from '@tanstack/react-router';
import type { Admission } from '../../../../../shared/event-night';
import { buttonClass } from '../../../components/ui/button';

const link = buttonClass('secondary');

/** The night's other screens, from its event: what the organiser and the door open before and on the night. */
export function NightLinks({ eventId, admission, canManage }: { eventId: number; admission: Admission; canManage: boolean }) {
  return (
    <nav aria-label="Aftenen" className="mb-6 flex flex-wrap gap-2">
      {/* A page load of its own: door mode's page may use the camera and is kept for offline use. */}
      <Link to="/admin/doer/$eventId" params={{ eventId }} reloadDocument className={link}>
        Døren
      </Link>
      <Link to="/admin/vagter/$eventId" params={{ eventId }} className={link}>
        Vagtplan
      </Link>
      {canManage && (
        <Link to="/admin/events/$eventId/gaesteliste" params={{ eventId }} className={link}>
          Gæsteliste
        </Link>
      )}
      {canManage && (
        <Link to="/admin/events/$eventId/efter-aftenen" params={{ eventId }} className={link}>
          Efter aftenen
        </Link>
      )}
      {canManage && admission === 'reservation' && (
        <Link to="/admin/events/$eventId/reservationer" params={{ eventId }} className={link}>
          Reservationer
        </Link>
      )}
    </nav>
  );
}
