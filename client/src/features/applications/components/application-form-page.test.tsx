import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { inLanguage } from '../../../components/in-language';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PostedForm } from '../../../../../shared/posted-form';
import type { ApplicationStatusView } from '../../../../../shared/schemas/application';
import type { ApplicationForm } from '../../../../../shared/schemas/application';
import { OPTIONAL_APPLICATION_FIELDS } from '../../../../../shared/schemas/application';
import { ApplicationFormPage } from './application-form-page';
import { ApplicationStatusPage } from './application-status-page';

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

/** A page as the server renders it after a post before the scripts ran, in English. */
function renderPostedInEnglish(page: ReactNode, posted: PostedForm) {
  const root = createRootRoute({ component: () => page });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }), context: { postedForm: () => posted } });
  return render(<RouterProvider router={router as never} />, inLanguage('en'));
}

describe('the act\'s pages in English', () => {
  it('asks in English, the months too, and answers a refused post in English at its fields', async () => {
    renderPostedInEnglish(<ApplicationFormPage form={open} siteName="Spillestedet" />, {
      values: { actName: '', email: 'nope' },
      refusals: { actName: 'Skriv navnet på bandet eller kunstneren', email: 'Skriv en gyldig e-mailadresse', text: 'Højst 2000 tegn', consent: 'Sæt flueben, hvis vi må gemme oplysningerne, mens vi behandler ansøgningen' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Play here' })).toBeTruthy();
    // The intro is the association's own text: Danish, marked as such.
    expect(screen.getByText('Vi booker rock og folk').getAttribute('lang')).toBe('da');
    expect(screen.getByText('(in Danish)')).toBeTruthy();
    for (const label of ['Band or artist *', 'Contact person *', 'Email *', 'Phone', 'Home town', 'Genres', 'Link 1', 'A few words about you', 'Press photo', 'How many of you are on stage?', 'What would you play for?']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    const months = screen.getByRole('group', { name: 'When would you like to play?' });
    expect(within(months).getByRole('checkbox', { name: 'November 2026' })).toBeTruthy();
    const refusalOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;
    expect(refusalOf('Band or artist *')).toBe('Enter the name of the band or artist');
    expect(refusalOf('Email *')).toBe('Enter a valid email address');
    expect(refusalOf('A few words about you')).toBe('2000 characters at most');
    expect(screen.getByText('Tick the box if we may keep your details while we consider your application')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /delete it after 6 months/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeTruthy();
  });

  it('thanks in English once the application is sent', async () => {
    renderPostedInEnglish(<ApplicationFormPage form={open} siteName="Spillestedet" />, {
      values: {},
      refusals: {},
      done: 'Tak for jeres ansøgning! Vi har sendt en bekræftelse med et link, hvor I kan følge den og trække den tilbage.',
    });
    expect((await screen.findByRole('status')).textContent).toMatch(/^Thanks for your application!/);
  });

  it('tells the act where its application stands, in English', async () => {
    const application: ApplicationStatusView = {
      actName: 'Kaja Kvartet',
      status: 'reviewing',
      statusLabel: 'Vurderes',
      createdAt: '2026-11-02T09:00:00.000Z',
      statusChangedAt: '2026-11-03T09:00:00.000Z',
      retentionMonths: 1,
    };
    renderPostedInEnglish(<ApplicationStatusPage application={application} />, { values: {}, refusals: {}, message: 'I er booket: skriv til os, hvis I må melde fra' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your application' })).toBeTruthy();
    expect(screen.getByText('Being considered')).toBeTruthy();
    expect(screen.getByText('Monday 2 November 2026')).toBeTruthy();
    expect(screen.getByText(/We’ll delete it 1 month later\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw the application' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('You’re booked: write to us if you have to pull out');
  });

  it('says in English that applications are closed, when the words are the server\'s own', () => {
    render(<ApplicationFormPage form={{ ...open, open: false, closedMessage: 'Vi tager ikke imod ansøgninger lige nu.' }} siteName="Spillestedet" />, inLanguage('en'));
    expect(screen.getByRole('status').textContent).toBe('We’re not taking applications right now.');
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });
});
