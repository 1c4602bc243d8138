import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderAdminScreen } from '../admin/render-admin-screen';
import { UPLOAD_TARGETS } from './upload-image';
import { useSchemaForm } from './use-schema-form';

const URL = `http://spillested.test/images/${'c'.repeat(64)}.webp`;
const schema = z.object({ imageUrl: z.string() });

function CoverForm() {
  const form = useSchemaForm({ schema, defaultValues: { imageUrl: URL }, onSubmit: async () => {} });
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="imageUrl">
          {(field) => <field.ImageField label="Cover" upload={UPLOAD_TARGETS.eventCover} previewAlt="Eventets cover" focus={{ initial: { x: 50, y: 50 } }} />}
        </form.AppField>
      </form.Form>
    </form.AppForm>
  );
}

/** Renders the cover field; the procedures it called are kept, in order. */
function renderField() {
  const called: string[] = [];
  const answers = new Proxy({} as Record<string, unknown>, {
    has: (_target, path) => {
      called.push(String(path));
      return true;
    },
    get: () => ({ imageUrl: URL }),
  });
  renderAdminScreen(<CoverForm />, answers);
  return { called };
}

describe('ImageField with a focal point', () => {
  it('puts the point where the picture is clicked, moves it with the arrow keys, says where it is, and saves it with the picture', async () => {
    const { called } = renderField();
    const picture = await screen.findByRole('group', { name: 'Vælg fokuspunkt i billedet' });
    expect(screen.getByText('Fokuspunkt: 50 % fra venstre, 50 % fra toppen.')).toBeTruthy();
    picture.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 400, right: 200, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(picture, { clientX: 100, clientY: 40 });
    expect(screen.getByText('Fokuspunkt: 50 % fra venstre, 10 % fra toppen.')).toBeTruthy();
    picture.focus();
    fireEvent.keyDown(picture, { key: 'ArrowDown' });
    fireEvent.keyDown(picture, { key: 'ArrowLeft' });
    expect(screen.getByText('Fokuspunkt: 45 % fra venstre, 15 % fra toppen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fjern fokuspunkt' }));
    expect(screen.getByText('Intet fokuspunkt: billedet beskæres om midten.')).toBeTruthy();
    // Saved once it stops moving: one call for the four moves.
    expect(called).toEqual([]);
    await waitFor(() => expect(called).toEqual(['images.setFocus']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
