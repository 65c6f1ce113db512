import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/api-presets.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('mail tester', () => {
  it('is a card button that sends a test e-mail and names the address it went to', async () => {
    const api = signedInApi({ roles: ['User'], routes: { 'GET /api/mailtester': { body: { data: true } } } });
    renderApp('/mailtester');
    const card = await screen.findByRole('button', { name: /Send mail/ });
    expect(card).toHaveTextContent('person@demo.test');
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('Test e-mail sent to person@demo.test. Check your inbox.'),
    ).toBeInTheDocument();
    expect(api.calls('GET', '/api/mailtester')).toHaveLength(1);
    expect(screen.queryByText('Something gone wrong')).not.toBeInTheDocument();
  });

  it('shows "Something gone wrong" with the errors the API sent', async () => {
    signedInApi({
      roles: ['TenantAdmin'],
      routes: {
        'GET /api/mailtester': {
          status: 502,
          body: { data: false, error: 'The test e-mail could not be sent', errors: ['connect ECONNREFUSED'] },
        },
      },
    });
    renderApp('/mailtester');
    await userEvent.click(await screen.findByRole('button', { name: /Send mail/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something gone wrong');
    expect(alert).toHaveTextContent('connect ECONNREFUSED');
    expect(screen.queryByText(/Check your inbox/)).not.toBeInTheDocument();
  });

  it('reads `data: false` as a failure too', async () => {
    signedInApi({
      roles: ['User'],
      routes: {
        'GET /api/mailtester': { body: { data: false, errors: ['Mailbox unavailable', 'Try later'] } },
      },
    });
    renderApp('/mailtester');
    await userEvent.click(await screen.findByRole('button', { name: /Send mail/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something gone wrong'));
    expect(screen.getByText('Mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();
  });

  it('is reached from the profile page', async () => {
    signedInApi({ roles: ['User'] });
    renderApp('/profile');
    expect(await screen.findByRole('link', { name: 'Mail tester' })).toHaveAttribute('href', '/mailtester');
  });
});
