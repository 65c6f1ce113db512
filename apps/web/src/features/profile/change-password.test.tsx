import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_PASSWORD_LENGTH, MESSAGES } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { config, currentUser } from '../../test/fixtures.ts';
import { renderApp, signInAs } from '../../test/render-app.tsx';

const ME = '7d1d3a4e-5c3b-4b7e-9a53-2f6a1c0d9e11';

function serve() {
  signInAs(['User']);
  return fakeApi({
    'GET /api/config': { body: config() },
    'GET /api/auth/me': { body: currentUser(['User'], []) },
    'GET /api/users/:id': {
      body: {
        id: ME,
        name: 'Test',
        surname: 'Person',
        displayName: 'Test Person',
        email: 'person@demo.test',
        imagePath: null,
        roles: ['User'],
        phoneNumber: null,
        title: null,
        location: null,
        birthday: null,
        tenantIds: [],
        createdAt: '2025-01-01T00:00:00.000Z',
      },
    },
    // The common-password list lives on the API only; the web learns of it from this answer.
    'POST /api/auth/password': {
      status: 400,
      body: { error: 'Validation failed', errors: [`newPassword: ${MESSAGES.passwordTooCommon}`] },
    },
  });
}

describe('change password: the password rules', () => {
  it('shows the API refusing a common password, on the field and under the form', async () => {
    const api = serve();
    renderApp('/profile/edit');
    await userEvent.type(await screen.findByLabelText('Current password'), 'the-current-one');
    await userEvent.type(screen.getByLabelText('New password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordTooCommon);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(MESSAGES.passwordTooCommon);
    expect(screen.getByLabelText('New password')).toHaveValue('password123');
    expect(api.calls('POST', '/api/auth/password')).toHaveLength(1);
  });

  it(`refuses more than ${MAX_PASSWORD_LENGTH} characters without asking the API`, async () => {
    const api = serve();
    renderApp('/profile/edit');
    await userEvent.type(await screen.findByLabelText('Current password'), 'the-current-one');
    await userEvent.click(screen.getByLabelText('New password'));
    await userEvent.paste('x'.repeat(MAX_PASSWORD_LENGTH + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(`The password must be at most ${MAX_PASSWORD_LENGTH} characters long`),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/password')).toHaveLength(0);
  });
});
