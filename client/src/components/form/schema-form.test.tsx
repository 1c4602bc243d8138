import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ARTIST_NAME_REQUIRED } from '../../../../shared/messages';
import { requiredText } from '../../../../shared/schemas/common';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  title: requiredText('Skriv en titel'),
  city: requiredText('Skriv byen'),
  links: z.array(z.url({ error: 'Linket er ugyldigt' })).min(1, { error: 'Angiv mindst ét link' }),
});

function TestForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useSchemaForm({
    schema,
    defaultValues: { title: '', city: '', links: ['https://example.dk'] },
    onSubmit,
  });
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="title">{(field) => <field.TextField label="Titel" />}</form.AppField>
        <form.AppField name="links" mode="array">
          {(links) => (
            <>
              {links.state.value.map((_, index) => (
                <form.AppField key={index} name={`links[${index}]`}>
                  {(field) => <field.TextField label={`Link ${index + 1}`} />}
                </form.AppField>
              ))}
              <button type="button" onClick={() => links.pushValue('')}>
                Tilføj link
              </button>
            </>
          )}
        </form.AppField>
        <form.AppField name="city">{(field) => <field.TextField label="By" />}</form.AppField>
        <form.SubmitButton>Gem</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

function renderForm() {
  const onSubmit = vi.fn(async () => {});
  render(<TestForm onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('useSchemaForm', () => {
  it('shows nothing before a field is used, then the schema’s message as it is typed and left', async () => {
    const { user } = renderForm();
    expect(screen.queryByText('Skriv en titel')).toBeNull();

    await user.type(screen.getByLabelText('Titel'), ' ');
    expect(screen.getByText('Skriv en titel')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Titel' }).getAttribute('aria-invalid')).toBe('true');
    // A field not yet visited stays quiet although it is empty too.
    expect(screen.queryByText('Skriv byen')).toBeNull();

    await user.type(screen.getByLabelText('Titel'), 'Jazz');
    expect(screen.queryByText('Skriv en titel')).toBeNull();

    await user.click(screen.getByLabelText('By'));
    await user.tab();
    expect(screen.getByText('Skriv byen')).toBeTruthy();
  });

  it('checks again on submit and focuses the first field to fix in page order, nested ones included', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Titel'), 'Jazz');
    await user.click(screen.getByRole('button', { name: 'Tilføj link' }));
    await user.type(screen.getByLabelText('Link 2'), 'ikke et link');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    expect(screen.getByText('Linket er ugyldigt')).toBeTruthy();
    expect(screen.getByText('Skriv byen')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Link 2'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values and keeps what was typed in the form', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Titel'), '  Jazz i parken ');
    await user.type(screen.getByLabelText('By'), 'Aarhus');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      title: 'Jazz i parken',
      city: 'Aarhus',
      links: ['https://example.dk'],
    });
    expect((screen.getByLabelText('Titel') as HTMLInputElement).value).toBe('  Jazz i parken ');
  });

  it('shows a message the API keeps in the spec’s words as the screens word it (shared/messages.ts)', async () => {
    function ArtistNameForm() {
      const form = useSchemaForm({ schema: z.object({ name: requiredText(ARTIST_NAME_REQUIRED) }), defaultValues: { name: '' }, onSubmit: async () => {} });
      return (
        <form.AppForm>
          <form.Form>
            <form.AppField name="name">{(field) => <field.TextField label="Navn" />}</form.AppField>
            <form.SubmitButton>Gem</form.SubmitButton>
          </form.Form>
        </form.AppForm>
      );
    }
    render(<ArtistNameForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Gem' }));
    expect(screen.getByText('Skriv kunstnerens navn')).toBeTruthy();
    expect(screen.queryByText(ARTIST_NAME_REQUIRED)).toBeNull();
  });

  it('keeps what was typed into the server-rendered form before the page was hydrated', async () => {
    const onSubmit = vi.fn(async () => {});
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<TestForm onSubmit={onSubmit} />);
    // A fast typist on a slow phone: the input is there, React is not yet.
    (container.querySelector('input[name="title"]') as HTMLInputElement).value = 'Jazz i parken';
    (container.querySelector('input[name="city"]') as HTMLInputElement).value = 'Aarhus';

    render(<TestForm onSubmit={onSubmit} />, { container, hydrate: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Gem' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ title: 'Jazz i parken', city: 'Aarhus', links: ['https://example.dk'] });
  });
});
