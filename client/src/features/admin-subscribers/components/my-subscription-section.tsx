import { PageSection } from '../../../components/ui/page-section';
import { useFormAction } from '../../../lib/form-action';
import { trpc } from '../../../lib/trpc';

/**
 * "Min profil": the member's own e-mail about the programme, on their login's address (no
 * confirmation mail: the login is the confirmation). Artists and venues are followed from their pages.
 */
export function MySubscriptionSection() {
  const [subscription] = trpc.subscriptions.mine.useSuspenseQuery();
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const everything = subscription.follows.some((follow) => follow.kind === 'all');
  const others = subscription.follows.filter((follow) => follow.kind !== 'all');
  const set = (follow: boolean) =>
    run(
      async () => {
        await utils.client.subscriptions.setMine.mutate({ follows: follow ? [{ kind: 'all' }] : [] });
        await utils.subscriptions.mine.invalidate();
      },
      { success: follow ? 'Du følger programmet pr. e-mail' : 'Du får ikke flere e-mails om programmet', to: false },
    );
  return (
    <PageSection title="E-mail om programmet">
      <label className="inline-flex min-h-11 items-center gap-3">
        <input type="checkbox" checked={everything} disabled={pending} onChange={(event) => void set(event.target.checked)} className="size-5" />
        Følg hele programmet: &quot;Nyt i programmet&quot; én gang om ugen til {subscription.email}
      </label>
      {others.length > 0 && <p className="mt-2 text-sm text-stone-600">Du følger også: {others.map((follow) => follow.name).join(', ')}.</p>}
    </PageSection>
  );
}
