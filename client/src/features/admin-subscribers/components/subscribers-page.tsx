import { formatDateTime } from '../../../../../shared/danish-date';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSection } from '../../../components/ui/page-section';
import { useFormAction } from '../../../lib/form-action';
import { trpc } from '../../../lib/trpc';
import { countText } from '../../../../../shared/count-text';

/**
 * Who follows the programme by e-mail, as numbers: per artist, venue, genre or the whole
 * programme, and the last "Nyt i programmet". The addresses themselves only as the admins' CSV.
 */
export function SubscribersPage({ mayExport }: { mayExport: boolean }) {
  const [stats] = trpc.subscriptions.stats.useSuspenseQuery();
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const sendNow = () =>
    run(
      async () => {
        await utils.client.subscriptions.sendDigest.mutate();
        await utils.subscriptions.stats.invalidate();
      },
      { success: '"Nyt i programmet" er sat i gang', to: false },
    );
  return (
    <>
      <PageHeading title="Følgere" />
      <p className="mb-6 max-w-prose text-stone-700">
        Besøgende kan følge hele programmet, en kunstner, et spillested eller en genre pr. e-mail. De får &quot;Nyt i programmet&quot; én gang om
        ugen og en besked samme dag, som en kunstner, de følger, kommer på programmet.
      </p>
      <dl className="mb-8 grid max-w-lg grid-cols-2 gap-4">
        <div className="rounded-md border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">Bekræftede</dt>
          <dd className="text-3xl font-bold">{stats.confirmed}</dd>
        </div>
        <div className="rounded-md border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">Venter på bekræftelse</dt>
          <dd className="text-3xl font-bold">{stats.unconfirmed}</dd>
        </div>
      </dl>
      <PageSection title="Nyt i programmet">
        <p className="mb-2 text-stone-700">
          {stats.lastDigest
            ? `Seneste: ${formatDateTime(stats.lastDigest.startedAt)}${stats.lastDigest.manual ? ' (sendt med "Send nu")' : ''}, ${countText(stats.lastDigest.recipients, 'modtager', 'modtagere')}, ${stats.lastDigest.delivered} sendt indtil videre.`
            : 'Der er ikke sendt noget endnu.'}
        </p>
        <p className="mb-4 text-stone-700">Næste planlagte: {formatDateTime(stats.nextDigestAt)}. Dag og klokkeslæt ændres under Indstillinger.</p>
        <Button onClick={() => void sendNow()} disabled={pending}>
          Send nu
        </Button>
      </PageSection>
      <PageSection title="Følgere pr. emne">
        {stats.perFollow.length === 0 ? (
          <p className="text-stone-600">Ingen følger noget endnu.</p>
        ) : (
          <table className="w-full max-w-lg text-left">
            <thead>
              <tr className="border-b border-stone-200 text-sm text-stone-600">
                <th className="py-2 font-medium">Følger</th>
                <th className="py-2 text-right font-medium">Modtagere</th>
              </tr>
            </thead>
            <tbody>
              {stats.perFollow.map((follow) => (
                <tr key={`${follow.kind}-${follow.id ?? 0}`} className="border-b border-stone-100">
                  <td className="py-2">{follow.name}</td>
                  <td className="py-2 text-right tabular-nums">{follow.subscribers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PageSection>
      {mayExport && (
        <PageSection title="Adresserne">
          <p className="mb-4 max-w-prose text-stone-700">
            Adresserne er personoplysninger (GDPR): hent dem kun til foreningens egne udsendelser, del dem ikke, og slet filen efter brug. Kun
            bekræftede adresser kommer med.
          </p>
          <a href="/api/subscriptions/export.csv" className="font-semibold text-link underline underline-offset-4" download>
            Hent bekræftede adresser som CSV
          </a>
        </PageSection>
      )}
    </>
  );
}
