import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Tenant } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/api-presets.ts';
import { page, tenant } from '../../test/factories.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const FEATURES = [
  { id: '0c8f8a84-7a3e-4b8e-9d51-2f1f7d2c1a11', name: 'sport' },
  { id: '1d9f8a84-7a3e-4b8e-9d51-2f1f7d2c1a22', name: 'news' },
];
const PADEL = tenant({
  id: '5a1e4c9b-6d2f-4f3a-8b7c-9e0d1f2a3b4c',
  name: 'Padel',
  features: [FEATURES[0] as Tenant['features'][number]],
});

const serveForm = (routes: FakeRoutes = {}) =>
  signedInApi({
    roles: ['Superadmin'],
    routes: { 'GET /api/features': { body: FEATURES }, 'GET /api/tenants': { body: page([]) }, ...routes },
  });

const nameInput = () => screen.findByRole('textbox', { name: /^Name/ });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const imageInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('sport form', () => {
  it('refuses an empty name before sending anything', async () => {
    const api = serveForm();
    renderApp('/tenants/new');
    expect(await screen.findByRole('heading', { name: 'Add sport' })).toBeInTheDocument();
    await nameInput();
    await save();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(api.calls('POST', '/api/tenants')).toHaveLength(0);
  });

  it("shows the spec's message on a failed save and keeps the typed name", async () => {
    serveForm({
      'POST /api/tenants': { status: 409, body: { error: 'A sport named "football" already exists.' } },
    });
    const app = renderApp('/tenants/new');
    await userEvent.type(await nameInput(), 'football');
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not submit the sport profile');
    expect(alert).toHaveTextContent('A sport named "football" already exists.');
    expect(await nameInput()).toHaveValue('football');
    expect(app.location()).toBe('/tenants/new');
  });

  it('creates the sport with its features, then uploads the image, then lists the sports', async () => {
    const api = serveForm({
      'POST /api/tenants': { status: 201, body: PADEL },
      'POST /api/tenants/:id/file': { body: PADEL },
    });
    const app = renderApp('/tenants/new');
    await userEvent.type(await nameInput(), '  Padel ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Features' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sport' }));
    await userEvent.upload(imageInput(), new File(['png'], 'padel.png', { type: 'image/png' }));
    expect(await screen.findByText('padel.png')).toBeInTheDocument();
    await save();

    await waitFor(() => expect(app.location()).toBe('/tenants'));
    expect(api.calls('POST', '/api/tenants')[0]?.body).toEqual({
      name: 'Padel',
      featureIds: [FEATURES[0]?.id],
    });
    const upload = api.calls('POST', `/api/tenants/${PADEL.id}/file`)[0]?.body as FormData;
    expect((upload.get('file') as File).name).toBe('padel.png');
  });

  it('refuses a file that is not an image, before uploading', async () => {
    serveForm();
    renderApp('/tenants/new');
    await nameInput();
    fireEvent.change(imageInput(), {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(MESSAGES.fileTypeNotAllowed)).toBeInTheDocument();
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
  });

  it('refuses an image larger than 5 MB', async () => {
    serveForm();
    renderApp('/tenants/new');
    await nameInput();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(imageInput(), big);
    expect(await screen.findByText(MESSAGES.fileTooLarge)).toBeInTheDocument();
  });

  it('edits a sport and sends only what changed', async () => {
    const api = serveForm({
      [`GET /api/tenants/${PADEL.id}`]: { body: PADEL },
      'PATCH /api/tenants/:id': { body: { ...PADEL, name: 'Padel Club' } },
    });
    const app = renderApp(`/tenants/${PADEL.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit sport' })).toBeInTheDocument();
    const name = await nameInput();
    expect(name).toHaveValue('Padel');
    await userEvent.clear(name);
    await userEvent.type(name, 'Padel Club');
    await save();
    await waitFor(() => expect(app.location()).toBe('/tenants'));
    expect(api.calls('PATCH', `/api/tenants/${PADEL.id}`)[0]?.body).toEqual({ name: 'Padel Club' });
  });

  it('does not create the sport twice when only its image failed', async () => {
    let uploads = 0;
    const api = serveForm({
      'POST /api/tenants': { status: 201, body: PADEL },
      'PATCH /api/tenants/:id': { body: PADEL },
      'POST /api/tenants/:id/file': () =>
        ++uploads === 1 ? { status: 415, body: { error: MESSAGES.fileTypeNotAllowed } } : { body: PADEL },
    });
    const app = renderApp('/tenants/new');
    await userEvent.type(await nameInput(), 'Padel');
    await userEvent.upload(imageInput(), new File(['png'], 'padel.png', { type: 'image/png' }));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fileTypeNotAllowed);
    await save();
    await waitFor(() => expect(app.location()).toBe('/tenants'));
    expect(api.calls('POST', '/api/tenants')).toHaveLength(1);
    expect(api.calls('PATCH', `/api/tenants/${PADEL.id}`)).toHaveLength(0);
  });

  it('shows the not-found page for a sport that does not exist, keeping the address', async () => {
    const missing = '9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f';
    serveForm({ [`GET /api/tenants/${missing}`]: { status: 404, body: { error: MESSAGES.notFound } } });
    const app = renderApp(`/tenants/${missing}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(app.location()).toBe(`/tenants/${missing}`);
  });
});
