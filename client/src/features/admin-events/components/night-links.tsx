import { Link } from '@tanstack/react-router';
import type { Admission } from '../../../../../shared/event-night';
import { buttonClass } from '../../../components/ui/button';

const link = buttonClass('secondary');

/** The night's other screens, from its event: what the organiser opens before and on the night. */
export function NightLinks({ eventId, admission }: { eventId: number; admission: Admission }) {
  return (
    <nav aria-label="Aftenen" className="mb-6 flex flex-wrap gap-2">
      <Link to="/admin/vagter/$eventId" params={{ eventId }} className={link}>
        Vagtplan
      </Link>
      <Link to="/admin/events/$eventId/gaesteliste" params={{ eventId }} className={link}>
        Gæsteliste
      </Link>
      {admission === 'reservation' && (
        <Link to="/admin/events/$eventId/reservationer" params={{ eventId }} className={link}>
          Reservationer
        </Link>
      )}
    </nav>
  );
}
