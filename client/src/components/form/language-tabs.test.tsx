import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { requiredText } from '../../../../shared/schemas/common';
import { englishText, translationsInput } from '../../../../shared/schemas/translations';
import { englishFormValues, LanguageTabs } from './language-tabs';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  title: requiredText('Skriv en titel'),
  translations: translationsInput({ title: englishText('Titlen på engelsk', 20) }),
});

function TitleForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useSchemaForm({
    schema,
    defaultValues: { title: 'Jazz i Vega', translations: englishFormValues(['title'], { en: { title: 'Jazz at Vega' } }) },
    onSubmit,
  });
  return (
    <form.AppForm>
      <form.Form>
        <LanguageTabs
          danish={<form.AppField name="title">{(field) => <field.TextField label="Titel" />}</form.AppField>}
          english={<form.AppField name="translations.en.title">{(field) => <field.TextField label="Titel (engelsk)" />}</form.AppField>}
        />
        <form.SubmitButton>Gem</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

function renderForm() {
  const onSubmit = vi.fn(async (_values: z.output<typeof schema>) => {});
  render(<TitleForm onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('LanguageTabs', () => {
  it('shows the Danish field first, with tabs Dansk and English, Dansk selected', () => {
    renderForm();
    expect(screen.getByRole('tablist', { name: 'Sprog' })).toBeTruthy();
    const [danish, english] = screen.getAllByRole('tab');
    expect([danish!.textContent, english!.textContent]).toEqual(['Dansk', 'English']);
    expect(danish!.getAttribute('aria-selected')).toBe('true');
    expect(english!.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('textbox', { name: 'Titel' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Titel (engelsk)' })).toBeNull();
    expect(screen.getByRole('tabpanel', { name: 'Dansk' })).toBeTruthy();
  });

  it('switches to the English field by click and by arrow key, keeping what was typed in each', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), '!');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('textbox', { name: 'Titel' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Titel (engelsk)' }) as HTMLInputElement).value).toBe('Jazz at Vega');

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dansk' }));
    expect((screen.getByRole('textbox', { name: 'Titel' }) as HTMLInputElement).value).toBe('Jazz i Vega!');
  });

  it('sends both languages, a blank English as none, and tells an English too long in Danish', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('tab', { name: 'English' }));
    const english = screen.getByRole('textbox', { name: 'Titel (engelsk)' });
    await user.clear(english);
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Jazz i Vega', translations: { en: { title: null } } });

    await user.type(english, 'A title far too long for it');
    await user.tab();
    expect(screen.getByText('Titlen på engelsk må højst være 20 tegn')).toBeTruthy();
  });
});
