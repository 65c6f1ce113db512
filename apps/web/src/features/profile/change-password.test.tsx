import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_PASSWORD_LENGTH, MESSAGES } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/api-presets.ts';
import { signedInUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';

const serve = () =>
  signedInApi({
    roles: ['User'],
    routes: {
      'GET /api/users/:id': { body: signedInUser() },
      // The common-password list lives on the API only; the web learns of it from this answer.
      'POST /api/auth/password': {
        status: 400,
        body: { error: 'Validation failed', errors: [`newPassword: ${MESSAGES.passwordTooCommon}`] },
      },
    },
  });

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
