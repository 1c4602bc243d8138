import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REFUSALS, webhookHostUnknown } from '../../../../../shared/refusals';
import { refusal, renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { CreateWebhookForm } from './create-webhook-form';

function renderForm(answers: Record<string, unknown> = {}) {
  renderAdminScreen(<CreateWebhookForm />, answers);
  return userEvent.setup();
}

const address = () => screen.getByLabelText('Adresse') as HTMLInputElement;

describe('CreateWebhookForm', () => {
  it('checks the address before sending and tells what is wrong at the field', async () => {
    const user = renderForm();
    await user.type(await screen.findByLabelText('Adresse'), 'ftp://modtager.example');
    await user.click(screen.getByRole('button', { name: 'Opret webhook' }));
    expect(address().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Adressen skal være et gyldigt https-URL')).toBeTruthy();
    expect(document.activeElement).toBe(address());
  });

  it.each([[REFUSALS.webhookNotHttps], [REFUSALS.webhookPrivate], [webhookHostUnknown('modtager.example')]])(
    'shows the server refusing an address, %j, at the address and focuses it',
    async (message) => {
      const user = renderForm({ 'webhooks.create': refusal(400, message) });
      await user.type(await screen.findByLabelText('Adresse'), 'https://modtager.example/hook');
      await user.click(screen.getByRole('button', { name: 'Opret webhook' }));
      await waitFor(() => expect(document.activeElement).toBe(address()));
      const describedBy = address().getAttribute('aria-describedby')!.split(' ');
      expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
      // What was typed stays, to be corrected.
      expect(address().value).toBe('https://modtager.example/hook');
    },
  );

  it('asks for at least one change to send', async () => {
    const user = renderForm();
    await user.type(await screen.findByLabelText('Adresse'), 'https://modtager.example/hook');
    await user.click(screen.getByRole('checkbox', { name: /^Alle ændringer/ }));
    await user.click(screen.getByRole('button', { name: 'Opret webhook' }));
    expect(screen.getByText('Vælg mindst én hændelse')).toBeTruthy();
  });

  it('sends new applications to play only when ticked by name, beside all changes', async () => {
    const user = renderForm();
    const applications = await screen.findByRole('checkbox', { name: /^Nye ansøgninger om at spille/ });
    expect((applications as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /^Alle ændringer/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(applications);
    // Unticking and ticking "all" again keeps the applications: they are not among all changes.
    await user.click(screen.getByRole('checkbox', { name: /^Alle ændringer/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Alle ændringer/ }));
    expect((applications as HTMLInputElement).checked).toBe(true);
  });
});
