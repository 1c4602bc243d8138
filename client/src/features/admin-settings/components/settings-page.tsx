import { useEditConflict } from '../../../components/admin/edit-conflict';
import { LastUpdated } from '../../../components/admin/last-updated';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSection } from '../../../components/ui/page-section';
import { trpc } from '../../../lib/trpc';
import { loadedSettings, SETTINGS_FORM_FIELDS, settingsFormValues } from '../settings-form-values';
import { useSettingsActions } from '../use-settings-actions';
import { FederationServers } from './federation-servers';
import { SettingsForm } from './settings-form';
import { TeamPresentations } from './team-presentations';

/**
 * /admin/settings, "Indstillinger" (docs/settings.md): the association's own identity, the fediverse
 * servers it is followed from (docs/federation.md), and its teams' words on /about.
 */
export function SettingsPage({ siteUrl }: { siteUrl: string }) {
  const [settings, query] = trpc.settings.get.useSuspenseQuery();
  const utils = trpc.useUtils();
  const { update, pending } = useSettingsActions();
  const loaded = loadedSettings(settings);
  const conflict = useEditConflict({
    loaded,
    latest: async () => loadedSettings(await utils.client.settings.get.query()),
    reload: () => query.refetch(),
    fields: SETTINGS_FORM_FIELDS,
  });
  return (
    <>
      <PageHeading title="Indstillinger" />
      {settings.updatedAt && <LastUpdated record={loaded} />}
      {conflict.notice}
      <SettingsForm
        // A newer version loaded after a conflict refills the form.
        key={loaded.updatedAt}
        initialValues={settingsFormValues(settings)}
        onSubmit={(input) => update(conflict.base.updatedAt, input, conflict.onConflict)}
        pending={pending}
        siteHost={new URL(siteUrl).host}
      />
      <div className="mt-12">
        <PageSection title="Følgere pr. server">
          <FederationServers />
        </PageSection>
        <PageSection title="Udvalgene på Om os">
          <TeamPresentations />
        </PageSection>
      </div>
    </>
  );
}
