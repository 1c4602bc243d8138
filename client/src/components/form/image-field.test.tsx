import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeUploads } from './fake-xhr';
import { UPLOAD_TARGETS } from './upload-image';
import { useSchemaForm } from './use-schema-form';

const URL = `http://spillested.test/images/${'c'.repeat(64)}.webp`;
const schema = z.object({ imageUrl: z.string().min(1, { error: 'Cover image must be set' }) });

function CoverForm({ readOnly = false }: { readOnly?: boolean }) {
  const form = useSchemaForm({ schema, defaultValues: { imageUrl: '' }, onSubmit: async () => {} });
  return (
    <form.AppForm>
      <form.Form readOnly={readOnly}>
        <form.AppField name="imageUrl">
          {(field) => <field.ImageField label="Cover" upload={UPLOAD_TARGETS.eventCover} previewAlt="Eventets cover" />}
        </form.AppField>
      </form.Form>
    </form.AppForm>
  );
}

const dropped = () => ({ dataTransfer: { files: [new File(['x'], 'cover.png', { type: 'image/png' })] } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImageField', () => {
  it('labels the picker in Danish, without the browser’s own file button text', () => {
    render(<CoverForm />);
    expect(screen.getByLabelText('Cover').getAttribute('type')).toBe('file');
    expect(screen.getByText('Vælg billede')).toBeTruthy();
    expect(screen.getByText(/eller træk det hertil/)).toBeTruthy();
  });

  it('uploads a dropped picture to the cover endpoint, shows its progress, then previews it', async () => {
    const uploads = fakeUploads();
    render(<CoverForm />);
    fireEvent.drop(screen.getByText(/eller træk det hertil/).closest('div')!.parentElement!, dropped());

    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ method: 'POST', url: '/api/events/image' });
    expect(uploads[0]!.body?.get('image')).toBeInstanceOf(File);
    act(() => uploads[0]!.progress(0.75));
    expect(screen.getByText('Uploader billedet … 75 %')).toBeTruthy();
    act(() => uploads[0]!.respond(200, `${URL}\n`));
    expect((await screen.findByRole('img', { name: 'Eventets cover' })).getAttribute('src')).toBe(URL);
    expect(screen.getByText('Vælg et andet billede')).toBeTruthy();
  });

  it('says at once that a picture over 10 MB is too large, without sending it', async () => {
    const uploads = fakeUploads();
    render(<CoverForm />);
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'stor.png', { type: 'image/png' });
    fireEvent.drop(screen.getByText(/eller træk det hertil/).closest('div')!.parentElement!, { dataTransfer: { files: [large] } });
    expect(await screen.findByText('Billedet må højst fylde 10 MB')).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('offers no picker on a read-only form and takes nothing dropped on it', () => {
    const uploads = fakeUploads();
    const { container } = render(<CoverForm readOnly />);
    expect(screen.queryByText('Vælg billede')).toBeNull();
    fireEvent.drop(container.querySelector('.border-dashed')!, dropped());
    expect(uploads).toHaveLength(0);
  });
});
