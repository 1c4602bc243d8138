import { Link } from '@tanstack/react-router';
import type { Admission } from '../../../../../shared/event-night';

const link = 'inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-3 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2';

/** The night's other screens, from its event: what the organiser opens before and on the night. */
export function NightLinks({ eventId, admission }: { eventId: number; admission: Admission }) {
  return (
    <nav aria-label="Aftenen" className="mb-6 flex flex-wrap gap-2">
      <Link to="/admin/vagter/$eventId" params={{ eventId }} className={link}>
        Vagtplan
      </Link>
      {admission === 'reservation' && (
        <Link to="/admin/events/$eventId/reservationer" params={{ eventId }} className={link}>
          Reservationer
        </Link>
      )}
    </nav>
  );
}
