import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { signedInApi, signedOutApi } from '../../test/api-presets.ts';
import { renderApp } from '../../test/render-app.tsx';

const USER_ID = '7d1d3a4e-5c3b-4b7e-9a53-2f6a1c0d9e11';

describe('forgot password (spec 4: idle → processing → success | error)', () => {
  it('marks the address only once the field is left, then shows the success message', async () => {
    const api = signedOutApi({
      routes: { 'POST /api/auth/forgot': { status: 202, body: { message: MESSAGES.forgotPasswordSuccess } } },
    });
    renderApp('/forgotpassword');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'agent@');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // Spec 5: marked invalid, with no message text.
    expect(screen.queryByText('Enter a valid e-mail address')).not.toBeInTheDocument();
    await userEvent.type(email, 'demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Reset your password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.forgotPasswordSuccess);
    expect(api.calls('POST', '/api/auth/forgot')[0]?.body).toEqual({ email: 'agent@demo.test' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('marks an empty address invalid on submit, without a message, and sends nothing', async () => {
    const api = signedOutApi();
    renderApp('/forgotpassword');
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset your password' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('E-mail is required')).not.toBeInTheDocument();
    expect(email).not.toHaveAccessibleDescription();
    expect(api.calls('POST', '/api/auth/forgot')).toHaveLength(0);
  });

  it('shows the generic message when the request fails', async () => {
    signedOutApi({
      routes: { 'POST /api/auth/forgot': { status: 500, body: { error: 'Internal Server Error' } } },
    });
    renderApp('/forgotpassword');
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'agent@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Reset your password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
  });

  it('sends a signed-in user home', async () => {
    signedInApi({ roles: ['Superadmin'] });
    const app = renderApp('/forgotpassword');
    await waitFor(() => expect(app.location()).toBe('/profile'));
  });

  it('is linked from the sign-in page', async () => {
    signedOutApi();
    const app = renderApp('/signin');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(app.location()).toBe('/forgotpassword'));
  });
});

describe('reset password (spec 4: idle → processing → success; errors back to idle)', () => {
  const resetPath = `/resetpassword?id=${USER_ID}&token=secret`;

  it('sets the new password and offers to sign in', async () => {
    const api = signedOutApi({
      routes: { 'POST /api/auth/reset': { body: { message: MESSAGES.passwordChanged } } },
    });
    renderApp(resetPath);
    await userEvent.type(await screen.findByLabelText('New password'), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been successfully changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(api.calls('POST', '/api/auth/reset')[0]?.body).toEqual({
      id: USER_ID,
      token: 'secret',
      password: 'a-new-password',
    });
  });

  it('says "Password is required" for an empty password, not its length rule', async () => {
    const api = signedOutApi();
    renderApp(resetPath);
    await screen.findByLabelText('New password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.queryByText('The password must be at least 8 characters long')).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/reset')).toHaveLength(0);
  });

  it('refuses a password shorter than 8 characters before sending it', async () => {
    const api = signedOutApi();
    renderApp(resetPath);
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The password must be at least 8 characters long')).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/reset')).toHaveLength(0);
  });

  it("goes back to the form with the server's message when the link has expired", async () => {
    signedOutApi({
      routes: { 'POST /api/auth/reset': { status: 400, body: { error: MESSAGES.resetLinkExpired } } },
    });
    renderApp(resetPath);
    await userEvent.type(await screen.findByLabelText('New password'), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not change your password');
    expect(alert).toHaveTextContent(MESSAGES.resetLinkExpired);
    expect(screen.getByLabelText('New password')).toHaveValue('a-new-password');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });

  it('says the link is not valid when it lacks the id or token', async () => {
    signedOutApi();
    renderApp('/resetpassword?id=only');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
