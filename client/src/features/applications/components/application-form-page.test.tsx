import { render, screen, within } from '@testing-library/react';
import { inLanguage } from '../../../components/in-language';
import { describe, expect, it } from 'vitest';
import type { ApplicationForm } from '../../../../../shared/schemas/application';
import { OPTIONAL_APPLICATION_FIELDS } from '../../../../../shared/schemas/application';
import { ApplicationFormPage } from './application-form-page';

const open: ApplicationForm = {
  open: true,
  intro: 'Vi booker rock og folk',
  fields: [...OPTIONAL_APPLICATION_FIELDS],
  retentionMonths: 6,
  // 2 November 2026 in Copenhagen.
  startedAt: Date.parse('2026-11-02T09:00:00Z'),
};

describe('ApplicationFormPage', () => {
  it('asks what the settings ask, with the intro, the next months and the consent naming how long data is kept', () => {
    render(<ApplicationFormPage form={open} siteName="Spillestedet" />, inLanguage('da'));
    expect(screen.getByRole('heading', { level: 1, name: 'Spil hos os' })).toBeTruthy();
    expect(screen.getByText('Vi booker rock og folk')).toBeTruthy();
    for (const label of ['Band eller kunstner *', 'Kontaktperson *', 'E-mail *', 'Telefon', 'Hjemby', 'Genrer', 'Link 1', 'Kort om jer', 'Pressefoto', 'Hvor mange er I på scenen?', 'Hvad kan I spille for?']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    const months = screen.getByRole('group', { name: 'Hvornår vil I gerne spille?' });
    expect(within(months).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(months).getByRole('checkbox', { name: 'november 2026' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /sletter I den efter 6 måneder/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send ansøgning' })).toBeTruthy();
    // The trap for scripts is no field a person or a screen reader meets.
    expect(screen.queryByRole('textbox', { name: /Hjemmeside/ })).toBeNull();
  });

  it('leaves out the fields turned off', () => {
    render(<ApplicationFormPage form={{ ...open, fields: ['links'] }} siteName="Spillestedet" />, inLanguage('da'));
    expect(screen.getByLabelText('Link 1')).toBeTruthy();
    expect(screen.queryByLabelText('Telefon')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Hvornår vil I gerne spille?' })).toBeNull();
  });

  it('shows the closing message instead of the form when applications are closed', () => {
    render(<ApplicationFormPage form={{ ...open, open: false, closedMessage: 'Vi åbner igen 1. august.' }} siteName="Spillestedet" />, inLanguage('da'));
    expect(screen.getByRole('status').textContent).toBe('Vi åbner igen 1. august.');
    expect(screen.queryByRole('button', { name: 'Send ansøgning' })).toBeNull();
  });
});
