import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPreferences } from '@transferdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../lib/i18n.ts';
import { signedInApi, signedOutApi } from '../../test/api-presets.ts';
import { signedInUser } from '../../test/factories.ts';
import type { FakeResponse, FakeRoutes } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeToken } from '../../test/tokens.ts';

/** Issue 30 (D46): the morning digest, opt-out per user, and the language of the user's e-mails. */

const PATH = '/api/notifications/preferences';
const SUPERADMIN = '0f1e2d3c-4b5a-4968-8776-655443322110';

/** The API keeping the preferences as the server would; `put` answers otherwise when given. */
function serve(start: NotificationPreferences, put?: FakeResponse, routes: FakeRoutes = {}) {
  let stored = start;
  return signedInApi({
    roles: ['User'],
    routes: {
      'GET /api/users/:id': { body: signedInUser() },
      [`GET ${PATH}`]: () => ({ body: stored }),
      [`PUT ${PATH}`]: ({ body }) => {
        if (put) return put;
        stored = body as NotificationPreferences;
        return { body: stored };
      },
      ...routes,
    },
  });
}

async function notificationsCard() {
  const heading = await screen.findByRole('heading', { name: 'Notifications', level: 2 });
  const card = heading.closest<HTMLElement>('.mantine-Card-root');
  if (!card) throw new Error('no card around the heading');
  return within(card);
}

afterEach(async () => {
  if (i18n.language !== 'en-gb') await changeLocale('en-gb');
});

describe('notification preferences on the profile (issue 30)', () => {
  it('shows the digest and the language of e-mails, and saves a switched-off digest with the language kept', async () => {
    const api = serve({ reminderDigest: true, locale: 'da' });
    renderApp('/profile');
    const card = await notificationsCard();
    const digest = await card.findByRole('switch', { name: 'Morning digest e-mail of reminders' });
    expect(digest).toBeChecked();
    expect(digest).toHaveAccessibleDescription('Sent each morning when there are new reminders for you.');
    expect(card.getByRole('combobox', { name: 'Language of e-mails' })).toHaveValue('da');

    await userEvent.click(digest);
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(api.calls('PUT', PATH).map((call) => call.body)).toEqual([
      { reminderDigest: false, locale: 'da' },
    ]);
    expect(digest).not.toBeChecked();
  });

  it('saves the language of e-mails with the digest as it is, and leaves the app’s language alone', async () => {
    const api = serve({ reminderDigest: false, locale: 'en-gb' });
    renderApp('/profile');
    const card = await notificationsCard();
    const language = await card.findByRole('combobox', { name: 'Language of e-mails' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Dansk']);
    await userEvent.selectOptions(language, 'da');
    await waitFor(() =>
      expect(api.calls('PUT', PATH).map((call) => call.body)).toEqual([
        { reminderDigest: false, locale: 'da' },
      ]),
    );
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(language).toHaveValue('da');
    expect(i18n.language).toBe('en-gb');
  });

  it('says why when saving fails, and shows the setting as it still is', async () => {
    serve({ reminderDigest: true, locale: 'en-gb' }, { status: 400, body: { error: 'Say true or false' } });
    renderApp('/profile');
    const card = await notificationsCard();
    const digest = await card.findByRole('switch', { name: 'Morning digest e-mail of reminders' });
    await userEvent.click(digest);
    const alert = await card.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save your notification settings');
    expect(alert).toHaveTextContent('Say true or false');
    await waitFor(() => expect(digest).toBeChecked());
    expect(screen.queryByText('Notification settings saved')).not.toBeInTheDocument();
  });

  it('says so when the settings cannot be loaded', async () => {
    serve({ reminderDigest: true, locale: 'en-gb' }, undefined, {
      [`GET ${PATH}`]: { status: 500, body: { error: 'Database unavailable' } },
    });
    renderApp('/profile');
    const card = await notificationsCard();
    expect(await card.findByRole('alert')).toHaveTextContent('Could not load your notification settings');
    expect(card.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('the language switch keeps the e-mails in step (issue 30)', () => {
  it('sends the chosen language with the digest setting the server has, once the app shows it', async () => {
    const api = serve({ reminderDigest: false, locale: 'en-gb' });
    renderApp('/mailtester');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'da');
    await waitFor(() =>
      expect(api.calls('PUT', PATH).map((call) => call.body)).toEqual([
        { reminderDigest: false, locale: 'da' },
      ]),
    );
    expect(i18n.language).toBe('da');
  });

  it('never holds the switch back: a refused save leaves the app in the chosen language', async () => {
    const api = serve({ reminderDigest: true, locale: 'en-gb' }, { status: 503, body: { error: 'Down' } });
    renderApp('/mailtester');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'da');
    await waitFor(() => expect(api.calls('PUT', PATH)).toHaveLength(1));
    expect(await screen.findByRole('combobox', { name: 'Sprog' })).toHaveValue('da');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends nothing when the e-mails already have that language', async () => {
    const api = serve({ reminderDigest: true, locale: 'da' });
    renderApp('/mailtester');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'da');
    await waitFor(() => expect(api.calls('GET', PATH)).toHaveLength(1));
    await screen.findByRole('combobox', { name: 'Sprog' });
    expect(api.calls('PUT', PATH)).toHaveLength(0);
  });

  it('changes nothing of the user’s while a Superadmin impersonates them', async () => {
    const api = signedInApi({
      roles: ['User'],
      token: makeToken({ roles: ['User'], impersonator: SUPERADMIN }),
      routes: {
        [`GET ${PATH}`]: { body: { reminderDigest: true, locale: 'en-gb' } },
        [`PUT ${PATH}`]: ({ body }) => ({ body }),
      },
    });
    renderApp('/mailtester');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'da');
    await screen.findByRole('combobox', { name: 'Sprog' });
    expect(api.calls('PUT', PATH)).toHaveLength(0);
  });

  it('sends nothing from the sign-in page', async () => {
    const api = signedOutApi();
    renderApp('/signin');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'da');
    await screen.findByRole('combobox', { name: 'Sprog' });
    expect(api.requests.filter((request) => request.path === PATH)).toHaveLength(0);
  });
});
