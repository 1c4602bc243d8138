import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../../shared/i18n';
import { translatorFor } from '../../../../../shared/i18n/translators';
import type { PostedForm } from '../../../../../shared/posted-form';
import type { Subscription } from '../../../../../shared/schemas/subscription';
import { FollowForm } from '../../../components/follow-form';
import { TranslatorProvider } from '../../../lib/i18n';
import { FollowAnswer } from './follow-answer';
import { SubscriptionPage } from './subscription-page';

function renderPage(page: React.ReactNode, { posted, locale = 'en' }: { posted?: PostedForm; locale?: Locale } = {}) {
  const root = createRootRoute();
  const here = createRoute({ getParentRoute: () => root, path: '/', component: () => <TranslatorProvider translator={translatorFor(locale)}>{page}</TranslatorProvider> });
  const router = createRouter({ routeTree: root.addChildren([here]), history: createMemoryHistory({ initialEntries: ['/'] }), context: { postedForm: () => posted } });
  return render(<RouterProvider router={router as never} />);
}

const subscription: Subscription = {
  email: 'fan@example.com',
  confirmed: true,
  follows: [{ kind: 'all', name: 'Hele programmet' }],
  pendingFollows: [],
  language: 'en',
};

describe('following by e-mail in English', () => {
  it('posts the follow box to the English page with the page’s language, in English', async () => {
    renderPage(<FollowForm heading="Follow the programme" text="New concerts by e-mail." action="/follow" choices={[{ field: 'all', label: 'The whole programme', checked: true }]} />);
    const button = await screen.findByRole('button', { name: 'Follow' });
    const form = button.closest('form')!;
    expect(form.getAttribute('action')).toBe('/en/follow');
    expect((form.querySelector('input[name="language"]') as HTMLInputElement).value).toBe('en');
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    expect(within(form).getByRole('group', { name: 'What would you like to follow?' })).toBeTruthy();
    expect(screen.getByText("We'll send you an e-mail to confirm. Every e-mail has a one-click unsubscribe link.")).toBeTruthy();
  });

  it('keeps the Danish page Danish, posting to /follow', async () => {
    renderPage(<FollowForm heading="Følg programmet" text="Nye koncerter pr. mail." action="/follow?artist=3" />, { locale: 'da' });
    const form = (await screen.findByRole('button', { name: 'Følg' })).closest('form')!;
    expect(form.getAttribute('action')).toBe('/follow?artist=3');
    expect((form.querySelector('input[name="language"]') as HTMLInputElement).value).toBe('da');
  });

  it('says the server’s Danish answer and refusal to a posted follow in English', async () => {
    const { unmount } = renderPage(<FollowAnswer />, {
      posted: { values: {}, refusals: {}, done: 'Tjek din indbakke: vi har sendt en e-mail med et link, du skal klikke på for at bekræfte. Uden bekræftelse sender vi intet.' },
    });
    expect((await screen.findByRole('status')).textContent).toBe("Check your inbox: we've sent you an e-mail with a link to click to confirm. Until you do, we won't send you anything.");
    unmount();
    renderPage(<FollowAnswer />, { posted: { values: { email: 'fan@' }, refusals: { email: 'E-mail skal være gyldig' } } });
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Follow the programme' })).toBeTruthy();
  });

  it('lets a subscriber choose the language of their e-mails on their page', async () => {
    renderPage(<SubscriptionPage subscription={subscription} thanks="gemt" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your e-mails' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe("Saved. You now follow what's ticked below.");
    expect(screen.getByRole('checkbox', { name: 'The whole programme' })).toBeTruthy();
    const languages = screen.getByRole('group', { name: 'Language of e-mails' });
    expect((within(languages).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    expect((within(languages).getByRole('radio', { name: 'Danish' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' }).closest('form')).toBe(languages.closest('form'));
    expect(screen.getByRole('button', { name: 'Unsubscribe and delete my address' })).toBeTruthy();
  });
});
