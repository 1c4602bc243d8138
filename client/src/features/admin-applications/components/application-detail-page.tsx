import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { monthLabel } from '../../../../../shared/application-months';
import { formatDate, formatDateTime } from '../../../../../shared/danish-date';
import { type ApplicationDetail } from '../../../../../shared/schemas/application';
import { APPLICATION_STATUS_LABELS, REVIEW_STATUSES, VOTE_LABELS, VOTES } from '../../../../../shared/application-status';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { useApplicationActions } from '../use-application-actions';
import { ApplicationOffers } from './application-offers';
import { ApplicationLinks, StatusBadge, VoteSummary } from './application-parts';

const button = 'min-h-11 rounded-md px-4 font-semibold focus-visible:outline-2 focus-visible:outline-amber-700';
const card = 'rounded-lg border border-stone-200 bg-white p-4';
const name = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

function Facts({ application }: { application: ApplicationDetail }) {
  const rows: [string, string | undefined][] = [
    ['Kontakt', application.contactName],
    ['E-mail', application.email],
    ['Telefon', application.phone],
    ['Hjemby', application.town],
    ['Genrer', application.genres.join(', ') || undefined],
    ['Ønskede måneder', application.months.map(monthLabel).join(', ') || undefined],
    ['Datoer', application.dates],
    ['På scenen', application.lineupSize === undefined ? undefined : String(application.lineupSize)],
    ['Teknik', application.technicalNeeds],
    ['Honorar eller aftale', application.deal],
    ['Sendt', formatDate(application.createdAt)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-stone-600">{label}</dt>
            <dd className="whitespace-pre-line text-stone-900">{label === 'E-mail' ? <a href={`mailto:${value}`} className="underline">{value}</a> : value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Votes({ application }: { application: ApplicationDetail }) {
  const { vote, pending } = useApplicationActions();
  return (
    <section aria-labelledby="votes-heading" className={card}>
      <h2 id="votes-heading" className="text-xl font-semibold">
        Stemmer
      </h2>
      <div role="group" aria-label="Din stemme" className="mt-3 flex flex-wrap gap-2">
        {VOTES.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={application.myVote === choice}
            disabled={pending}
            onClick={() => vote(application.id, choice)}
            className={`${button} ${application.myVote === choice ? 'bg-amber-500 text-stone-950' : 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100'}`}
          >
            {VOTE_LABELS[choice]}
          </button>
        ))}
      </div>
      {application.voters ? (
        <>
          <VoteSummary application={application} />
          <ul aria-label="Hvem stemte hvad" className="mt-2 space-y-1 text-sm text-stone-800">
            {application.voters.map((voter) => (
              <li key={voter.member.id}>
                {name(voter.member)}: {VOTE_LABELS[voter.vote]}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm text-stone-600">
          {application.voteCount === 1 ? '1 har stemt' : `${application.voteCount} har stemt`}. De andres stemmer ser du, når du selv har stemt.
        </p>
      )}
    </section>
  );
}

function Comments({ application }: { application: ApplicationDetail }) {
  const { comment, pending } = useApplicationActions();
  const [text, setText] = useState('');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Kommentarer
      </h2>
      {application.comments.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">Ingen kommentarer endnu.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {application.comments.map((one) => (
            <li key={one.id}>
              <p className="text-sm text-stone-600">
                {one.member ? name(one.member) : 'Tidligere medlem'}, {formatDateTime(one.createdAt)}
              </p>
              <p className="whitespace-pre-line text-stone-900">{one.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form
        method="post"
        className="mt-4 grid gap-2"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!(await comment(application.id, text))) setText('');
        }}
      >
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-stone-800">
          Ny kommentar
        </label>
        <textarea id={`${id}-text`} value={text} onChange={(event) => setText(event.target.value)} rows={3} maxLength={2000} className="rounded-md border border-stone-300 p-2" />
        <button type="submit" disabled={pending} className={`${button} justify-self-start bg-stone-900 text-white hover:bg-stone-700`}>
          Gem kommentar
        </button>
      </form>
    </section>
  );
}

function StatusChange({ application }: { application: ApplicationDetail }) {
  const { setStatus, pending } = useApplicationActions();
  const [status, setChosen] = useState<(typeof REVIEW_STATUSES)[number]>(application.status === 'withdrawn' ? 'new' : application.status);
  const [notify, setNotify] = useState(true);
  const id = useId();
  if (application.status === 'withdrawn') return <p className="text-stone-700">Akten har trukket ansøgningen tilbage.</p>;
  return (
    <form
      method="post"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void setStatus(application.id, status, notify);
      }}
    >
      <label htmlFor={`${id}-status`} className="grid gap-1 text-sm font-medium text-stone-800">
        Status
        <select id={`${id}-status`} value={status} onChange={(event) => setChosen(event.target.value as typeof status)} className="min-h-11 rounded-md border border-stone-300 bg-white px-3">
          {REVIEW_STATUSES.map((choice) => (
            <option key={choice} value={choice}>
              {APPLICATION_STATUS_LABELS[choice]}
            </option>
          ))}
        </select>
      </label>
      <label className="inline-flex min-h-11 items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} className="size-5 accent-amber-500" />
        Send akten mailen for den nye status
      </label>
      <button type="submit" disabled={pending || status === application.status} className={`${button} bg-amber-500 text-stone-950 hover:bg-amber-400 disabled:opacity-50`}>
        Skift status
      </button>
    </form>
  );
}

/** One application: what the act wrote, its links to play, the votes and comments, its status and the offers sent to it. */
export function ApplicationDetailPage({ applicationId }: { applicationId: number }) {
  const [application] = trpc.applications.byId.useSuspenseQuery({ id: applicationId });
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/ansoegninger" className="text-sm underline">
          Alle ansøgninger
        </Link>
      </p>
      <PageHeading title={application.actName}>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={application.status} />
          {application.status !== 'declined' && application.status !== 'withdrawn' && (
            <Link to="/admin/booking" search={{ applicationId: application.id }} className={buttonClass('secondary')}>
              Giv en option
            </Link>
          )}
        </div>
      </PageHeading>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-4">
          <section className={card}>
            {application.pictureUrl && <img src={application.pictureUrl} alt={`Pressefoto af ${application.actName}`} className="mb-4 max-h-80 rounded-md object-cover" />}
            <ApplicationLinks urls={application.links} />
            {application.text && <p className="mt-4 whitespace-pre-line text-stone-900">{application.text}</p>}
          </section>
          <section className={card}>
            <Facts application={application} />
          </section>
        </div>
        <div className="grid content-start gap-4">
          <section className={card} aria-label="Skift status">
            <StatusChange application={application} />
          </section>
          <ApplicationOffers applicationId={application.id} />
          <Votes application={application} />
          <Comments application={application} />
        </div>
      </div>
    </>
  );
}
