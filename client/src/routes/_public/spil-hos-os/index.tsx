import { createFileRoute } from '@tanstack/react-router';
import { siteName } from '../../../../../shared/site-identity';
import { ApplicationFormPage } from '../../../features/applications/components/application-form-page';
import { seoHead } from '../../../lib/page-head';

/** Bands apply to play (docs/applications.md); the form's settings and the moment it was shown come from the server. */
export const Route = createFileRoute('/_public/spil-hos-os/')({
  loader: ({ context: { api } }) => api.applications.form.query(),
  head: ({ match }) =>
    seoHead(match.context, {
      title: match.context.translator.t('apply.title'),
      description: match.context.translator.t('apply.metaDescription', { site: siteName(match.context.site) }),
      path: '/spil-hos-os',
    }),
  component: function ApplicationFormRoute() {
    const { site } = Route.useRouteContext();
    return <ApplicationFormPage form={Route.useLoaderData()} siteName={siteName(site)} />;
  },
});
