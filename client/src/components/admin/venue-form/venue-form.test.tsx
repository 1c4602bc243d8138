import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VenueForm } from './venue-form';

function renderForm() {
  const onSubmit = vi.fn(async () => {});
  render(<VenueForm submitLabel="Opret spillested" onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('VenueForm', () => {
  it('shows the Danish messages for empty fields and does not submit', async () => {
    const { onSubmit, user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Opret spillested' }));

    expect(screen.getByText('Skriv spillestedets navn')).toBeTruthy();
    expect(screen.getByText('Skriv byen')).toBeTruthy();
    expect(screen.getByLabelText('Navn').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Navn'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats whitespace as empty', async () => {
    const { onSubmit, user } = renderForm();

    await user.type(screen.getByLabelText('Navn'), '   ');
    await user.type(screen.getByLabelText('By'), 'Aarhus');
    await user.click(screen.getByRole('button', { name: 'Opret spillested' }));

    expect(screen.getByText('Skriv spillestedets navn')).toBeTruthy();
    expect(screen.queryByText('Skriv byen')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed values, with Danmark chosen unless changed', async () => {
    const { onSubmit, user } = renderForm();

    expect((screen.getByLabelText('Land') as HTMLSelectElement).value).toBe('DK');
    await user.type(screen.getByLabelText('Navn'), '  Loppen  ');
    await user.type(screen.getByLabelText('By'), ' København ');
    await user.click(screen.getByRole('button', { name: 'Opret spillested' }));
    await user.selectOptions(screen.getByLabelText('Land'), 'Sverige');
    await user.click(screen.getByRole('button', { name: 'Opret spillested' }));

    // The optional fields left empty are saved as none, and no access item is told, nor any English.
    const none = { address: null, postalCode: null, url: null, capacity: null, access: {}, translations: { en: { accessNote: null } } };
    expect(onSubmit).toHaveBeenNthCalledWith(1, { name: 'Loppen', city: 'København', countryCode: 'DK', ...none });
    expect(onSubmit).toHaveBeenNthCalledWith(2, { name: 'Loppen', city: 'København', countryCode: 'SE', ...none });
  });

  it('has optional address, postal code and site, and submits them trimmed', async () => {
    const { onSubmit, user } = renderForm();

    await user.type(screen.getByLabelText('Navn'), 'Vega');
    await user.type(screen.getByLabelText('Adresse'), ' Enghavevej 40 ');
    await user.type(screen.getByLabelText('Postnummer'), '1674');
    await user.type(screen.getByLabelText('By'), 'København V');
    await user.type(screen.getByLabelText('Hjemmeside'), 'https://vega.dk');
    await user.click(screen.getByRole('button', { name: 'Opret spillested' }));

    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Vega',
      address: 'Enghavevej 40',
      postalCode: '1674',
      city: 'København V',
      countryCode: 'DK',
      url: 'https://vega.dk',
      capacity: null,
      access: {},
      translations: { en: { accessNote: null } },
    });
  });

  it('has an optional Kapacitet (personer) with its hint, submits it as a number, and refuses one out of range in Danish', async () => {
    const { onSubmit, user } = renderForm();

    const capacity = screen.getByLabelText('Kapacitet (personer)') as HTMLInputElement;
    expect(capacity.value).toBe('');
    expect(document.getElementById(capacity.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Hvor mange må være inde på én gang, som brandmyndigheden har godkendt. Kan udelades.',
    );
    await user.type(screen.getByLabelText('Navn'), 'Vega');
    await user.type(screen.getByLabelText('By'), 'København');
    await user.type(capacity, '0');
    await user.click(screen.getByRole('button', { name: 'Opret spillested' }));
    expect(screen.getByText('Kapaciteten skal være et helt tal fra 1 til 100.000')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(capacity);
    await user.type(capacity, '1550');
    await user.click(screen.getByRole('button', { name: 'Opret spillested' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ capacity: 1550 }));
  });

  it('shows the Danish message under the site field for a site that is no http(s) URL, and does not submit', async () => {
    const { onSubmit, user } = renderForm();

    await user.type(screen.getByLabelText('Navn'), 'Vega');
    await user.type(screen.getByLabelText('By'), 'København');
    await user.type(screen.getByLabelText('Hjemmeside'), 'vega');
    await user.type(screen.getByLabelText('Postnummer'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Opret spillested' }));

    const site = screen.getByLabelText('Hjemmeside');
    expect(site.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(site.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe('Skriv spillestedets hjemmeside, fx vega.dk');
    expect(screen.getByText('Højst 10 tegn')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds https:// to a site typed without it as the person leaves the field, and submits it so', async () => {
    const { onSubmit, user } = renderForm();

    await user.type(screen.getByLabelText('Navn'), 'Vega');
    await user.type(screen.getByLabelText('By'), 'København');
    const site = screen.getByLabelText('Hjemmeside') as HTMLInputElement;
    await user.type(site, 'vega.dk/program');
    expect(site.value).toBe('vega.dk/program');
    await user.tab();
    expect(site.value).toBe('https://vega.dk/program');
    expect(site.getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Opret spillested' }));

    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://vega.dk/program' }));
  });

  it('has a fieldset Tilgængelighed whose items are Ikke oplyst until chosen, and sends only those chosen', async () => {
    const { onSubmit, user } = renderForm();

    const fieldset = screen.getByRole('group', { name: 'Tilgængelighed' });
    expect((screen.getByLabelText('Handicaptoilet') as HTMLSelectElement).value).toBe('');
    expect(fieldset.contains(screen.getByLabelText('Trinfri indgang'))).toBe(true);
    await user.type(screen.getByLabelText('Navn'), 'Vega');
    await user.type(screen.getByLabelText('By'), 'København');
    await user.selectOptions(screen.getByLabelText('Trinfri indgang'), 'Delvis');
    await user.selectOptions(screen.getByLabelText('Handicaptoilet'), 'Ja');
    await user.selectOptions(screen.getByLabelText('Handicapparkering'), 'Nej');
    await user.type(screen.getByLabelText('Mere om tilgængelighed'), ' Rampe ved bagindgangen ');
    await user.click(screen.getByRole('button', { name: 'Opret spillested' }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ access: { stepFree: 'partly', accessibleToilet: true, disabledParking: false, note: 'Rampe ved bagindgangen' } }),
    );
  });

  it('lists the countries by their Danish names in Danish order', () => {
    renderForm();
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toContain('Danmark');
    // Danish collation puts Æ, Ø and Å after Z.
    expect(names.indexOf('Østrig')).toBeGreaterThan(names.indexOf('Zimbabwe'));
    expect(names.indexOf('Åland')).toBeGreaterThan(names.indexOf('Østrig'));
  });

  it('disables the button while the request runs', () => {
    render(<VenueForm submitLabel="Gem ændringer" onSubmit={async () => {}} pending />);
    expect((screen.getByRole('button', { name: 'Gem ændringer' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
