import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it("has Døren's two settings, defaulted for settings that never had them, and submits them changed", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const initialValues = settingsFormValues({ name: 'Spillestedet', socials: [], federationEnabled: false, federationHandle: 'spillestedet' });
    renderAdminScreen(<SettingsForm initialValues={initialValues} onSubmit={onSubmit} siteHost="spillested.dk" />, {});
    const user = userEvent.setup();

    const membersFree = (await screen.findByRole('checkbox', { name: /^Medlemmer kommer gratis ind/ })) as HTMLInputElement;
    const guests = screen.getByRole('spinbutton', { name: /^Gæster pr. kunstner via link/ }) as HTMLInputElement;
    expect(membersFree.checked).toBe(false);
    expect(guests.value).toBe('4');
    await user.click(membersFree);
    await user.clear(guests);
    await user.type(guests, '51');
    await user.click(screen.getByRole('button', { name: 'Gem indstillinger' }));
    expect(screen.getByText('Gæster pr. kunstner skal være et helt tal fra 1 til 50')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(guests);
    await user.type(guests, '6');
    await user.click(screen.getByRole('button', { name: 'Gem indstillinger' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ doorMembersFree: true, guestsPerAct: 6 }));
  });
});
