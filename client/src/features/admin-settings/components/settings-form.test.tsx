import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { settingsFormValues } from '../settings-form-values';
import { SettingsForm } from './settings-form';

describe('SettingsForm', () => {
  it('shows the fediverse address made from the short name typed, where the shown one came from the long name', async () => {
    const initialValues = settingsFormValues({ name: 'Foreningen for Rytmisk Musik i Aarhus', socials: [], federationEnabled: false, federationHandle: 'foreningen_for_rytmisk_musik_i' });
    renderAdminScreen(<SettingsForm initialValues={initialValues} onSubmit={async () => undefined} siteHost="rytme.dk" />, {});
    expect(await screen.findByText('@foreningen_for_rytmisk_musik_i@rytme.dk')).toBeTruthy();
    await userEvent.setup().type(screen.getByRole('textbox', { name: /^Kort navn/ }), 'Rytmeboksen');
    expect(screen.getByText('@rytmeboksen@rytme.dk')).toBeTruthy();
  });
});
