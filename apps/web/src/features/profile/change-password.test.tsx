import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_PASSWORD_LENGTH, MESSAGES } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/api-presets.ts';
import { signedInUser } from '../../test/factories.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const serve = (routes: FakeRoutes = {}) =>
  signedInApi({
    roles: ['User'],
    routes: {
      'GET /api/users/:id': { body: signedInUser() },
      // The common-password list lives on the API only; the web learns of it from this answer.
      'POST /api/auth/password': {
        status: 400,
        body: { error: 'Validation failed', errors: [`newPassword: ${MESSAGES.passwordTooCommon}`] },
      },
      ...routes,
    },
  });

describe('change password: the password rules', () => {
  it('shows the API refusing a common password at the field, once, under an alert naming what failed', async () => {
    const api = serve();
    renderApp('/profile/edit');
    await userEvent.type(await screen.findByLabelText('Current password'), 'the-current-one');
    await userEvent.type(screen.getByLabelText('New password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change your password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(MESSAGES.passwordTooCommon);
    expect(screen.getAllByText(MESSAGES.passwordTooCommon)).toHaveLength(1);
    expect(document.body).not.toHaveTextContent('newPassword');
    expect(screen.getByLabelText('New password')).toHaveValue('password123');
    expect(api.calls('POST', '/api/auth/password')).toHaveLength(1);
  });

  it('names a wrong current password at its field, once, without the key (issue 26, item 9)', async () => {
    serve({
      'POST /api/auth/password': {
        status: 400,
        body: {
          error: MESSAGES.wrongCurrentPassword,
          errors: [`currentPassword: ${MESSAGES.wrongCurrentPassword}`],
        },
      },
    });
    renderApp('/profile/edit');
    await userEvent.type(await screen.findByLabelText('Current password'), 'the-wrong-one');
    await userEvent.type(screen.getByLabelText('New password'), 'another-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change your password');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      MESSAGES.wrongCurrentPassword,
    );
    expect(screen.getAllByText(MESSAGES.wrongCurrentPassword)).toHaveLength(1);
    expect(document.body).not.toHaveTextContent('currentPassword');
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
