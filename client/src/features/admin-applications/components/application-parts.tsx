import { type Application } from '../../../../../shared/schemas/application';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../../../../shared/application-status';
import { SocialLinks } from '../../../components/social-links';

const STATUS_COLOURS: Record<ApplicationStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  reviewing: 'bg-sky-100 text-sky-900',
  offer: 'bg-violet-100 text-violet-900',
  booked: 'bg-green-100 text-green-900',
  declined: 'bg-stone-200 text-stone-800',
  withdrawn: 'bg-stone-200 text-stone-800',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_COLOURS[status]}`}>{APPLICATION_STATUS_LABELS[status]}</span>;
}

/** The tally once one has voted; before, only that one has not, so nobody follows the crowd. */
export function VoteSummary({ application }: { application: Application }) {
  if (!application.votes) return <p className="mt-2 text-sm text-stone-600">Du har ikke stemt endnu.</p>;
  const { yes, maybe, no } = application.votes;
  return (
    <p className="mt-2 text-sm text-stone-800">
      Ja {yes} · Måske {maybe} · Nej {no}
    </p>
  );
}

/**
 * The act's links, each with its host's icon, opening the player on a tap in a new tab: nothing from
 * outside is embedded here (no third party's scripts or cookies in the admin).
 */
export function ApplicationLinks({ urls }: { urls: string[] }) {
  if (urls.length === 0) return <p className="text-stone-600">Ingen links.</p>;
  return <SocialLinks urls={urls} label="Links" tone="bg-stone-900 hover:bg-stone-700" announceNewTab />;
}
