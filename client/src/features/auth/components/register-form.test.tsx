import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFUSALS } from '../../../../../shared/refusals';
import { fakeUploads } from '../../../components/form/fake-xhr';
import { Refusal } from '../../../lib/form-action';
import { RegisterForm } from './register-form';

const PICTURE_URL = `http://spillested.test/images/${'a'.repeat(64)}.webp`;
const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'mig.png', { type: 'image/png' });

function renderForm(answer?: Refusal) {
  const onSubmit = vi.fn(async () => answer);
  render(<RegisterForm onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'Nina@Example.dk');
  await user.type(screen.getByLabelText('Fornavn'), 'Nina');
  await user.type(screen.getByLabelText('Efternavn'), 'Nielsen');
  await user.type(screen.getByLabelText('Adgangskode'), 'hemmelig-kode');
  await user.type(screen.getByLabelText('Gentag adgangskode'), 'hemmelig-kode');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterForm', () => {
  it('requires a profile picture and focuses its field', async () => {
    const { onSubmit, user } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Bliv medlem' }));

    expect(screen.getByText('Vælg et profilbillede')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Profilbillede'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uploads the chosen picture at once, showing its progress, and registers with its URL, consent unticked', async () => {
    const uploads = fakeUploads();
    const { onSubmit, user } = renderForm();
    await fillIn(user);
    await user.upload(screen.getByLabelText('Profilbillede'), picture());

    expect(uploads).toHaveLength(1);
    const [upload] = uploads;
    expect(upload).toMatchObject({ method: 'POST', url: '/api/members/picture', withCredentials: true });
    expect(upload!.body?.get('file')).toBeInstanceOf(File);
    act(() => upload!.progress(0.4));
    expect(screen.getByText('Uploader billedet … 40 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload af billedet' })).toBeTruthy();
    act(() => upload!.respond(200, PICTURE_URL));
    expect(await screen.findByAltText('Dit profilbillede')).toHaveProperty('src', PICTURE_URL);

    await user.click(screen.getByRole('button', { name: 'Bliv medlem' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      email: 'nina@example.dk',
      firstName: 'Nina',
      lastName: 'Nielsen',
      password: 'hemmelig-kode',
      passwordConfirm: 'hemmelig-kode',
      profilePictureUrl: PICTURE_URL,
      publicConsent: false,
    });
  });

  it('shows the server’s reason when a picture is refused, and does not register', async () => {
    const message = 'Filtypen understøttes ikke; brug JPEG, PNG, WebP eller AVIF';
    const uploads = fakeUploads();
    const { onSubmit, user } = renderForm();
    await fillIn(user);
    await user.upload(screen.getByLabelText('Profilbillede'), picture());
    act(() => uploads[0]!.respond(415, JSON.stringify({ message })));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Profilbillede').getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Bliv medlem' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says so when the server cannot be reached', async () => {
    const uploads = fakeUploads();
    const { user } = renderForm();
    await user.upload(screen.getByLabelText('Profilbillede'), picture());
    act(() => uploads[0]!.fail());
    expect(await screen.findByText('Billedet kunne ikke uploades. Tjek din forbindelse, og prøv igen.')).toBeTruthy();
  });

  it('keeps "Bliv medlem" disabled while the picture uploads', async () => {
    const uploads = fakeUploads();
    const { user } = renderForm();
    await user.upload(screen.getByLabelText('Profilbillede'), picture());

    const submit = screen.getByRole('button', { name: 'Bliv medlem' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    act(() => uploads[0]!.respond(200, PICTURE_URL));
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('keeps the latest choice when an earlier, slower upload answers last', async () => {
    const uploads = fakeUploads();
    const { onSubmit, user } = renderForm();
    await fillIn(user);
    await user.upload(screen.getByLabelText('Profilbillede'), picture());
    await user.upload(screen.getByLabelText('Profilbillede'), picture());
    const latest = PICTURE_URL.replace('aaaa', 'bbbb');
    act(() => uploads[1]!.respond(200, latest));
    await screen.findByAltText('Dit profilbillede');
    act(() => uploads[0]!.respond(200, PICTURE_URL));
    await user.click(screen.getByRole('button', { name: 'Bliv medlem' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ profilePictureUrl: latest }));
  });

  it('says the password rule before anything is typed, read with the field', () => {
    renderForm();
    const password = screen.getByLabelText('Adgangskode');
    const hint = screen.getByText('8–24 tegn');
    expect(password.getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('shows an e-mail the server says is taken at the e-mail, focused, until it is changed', async () => {
    const uploads = fakeUploads();
    const { user } = renderForm(new Refusal(409, REFUSALS.emailTaken));
    await fillIn(user);
    await user.upload(screen.getByLabelText('Profilbillede'), picture());
    act(() => uploads[0]!.respond(200, PICTURE_URL));
    await screen.findByAltText('Dit profilbillede');
    await user.click(screen.getByRole('button', { name: 'Bliv medlem' }));

    const email = screen.getByLabelText('E-mail');
    const message = await screen.findByText(REFUSALS.emailTaken);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(email);
    await user.type(email, 'x');
    expect(screen.queryByText(REFUSALS.emailTaken)).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('false');
  });

  it('sends consent when ticked', async () => {
    const uploads = fakeUploads();
    const { onSubmit, user } = renderForm();
    await fillIn(user);
    await user.upload(screen.getByLabelText('Profilbillede'), picture());
    act(() => uploads[0]!.respond(200, PICTURE_URL));
    await screen.findByAltText('Dit profilbillede');
    await user.click(screen.getByLabelText('Vis mig på foreningens offentlige sider'));
    await user.click(screen.getByRole('button', { name: 'Bliv medlem' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ publicConsent: true }));
  });
});
