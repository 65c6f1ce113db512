import { MESSAGES } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { makeToken } from '../../test/tokens.ts';
import { sessionOf } from './session.ts';
import { decodeToken } from './token.ts';

describe('decodeToken', () => {
  it('reads the claims of a token', () => {
    const claims = decodeToken(makeToken({ roles: ['User'], name: 'Åse Ørsted' }));
    expect(claims.name).toBe('Åse Ørsted');
    expect(claims.role).toBe('User');
  });

  it.each(['not-a-token', 'only.two', 'a.b.c.d', ''])('refuses %j: it has not three parts', (token) => {
    expect(() => decodeToken(token)).toThrow(MESSAGES.cannotDecodeToken);
  });

  it('says "Cannot decode the token." when the payload is empty or not JSON', () => {
    expect(() => decodeToken('header..signature')).toThrow('Cannot decode the token.');
    expect(() => decodeToken('header.bm90IGpzb24.signature')).toThrow('Cannot decode the token.');
  });
});

describe('sessionOf', () => {
  it('is authenticated with a live token and derives roles, sports and flags', () => {
    const session = sessionOf(makeToken({ roles: ['TenantAdmin', 'User'], tenantIds: ['t1', 't2'] }));
    expect(session).toMatchObject({
      isAuthenticated: true,
      roles: ['TenantAdmin', 'User'],
      tenantIds: ['t1', 't2'],
      isSuperadmin: false,
      isTenantAdmin: true,
      isAnyAdmin: true,
      isUser: true,
      isImpersonating: false,
    });
  });

  it('grants nothing once the token has expired', () => {
    const session = sessionOf(makeToken({ roles: ['Superadmin'], expiresIn: -1, impersonator: 'x' }));
    expect(session).toMatchObject({
      isAuthenticated: false,
      roles: [],
      isSuperadmin: false,
      isAnyAdmin: false,
      isImpersonating: false,
    });
  });

  it('treats a malformed token as signed out', () => {
    expect(sessionOf('garbage').isAuthenticated).toBe(false);
    expect(sessionOf(null).isAuthenticated).toBe(false);
  });

  it('detects impersonation from the impersonator claim', () => {
    expect(sessionOf(makeToken({ roles: ['User'], impersonator: 'admin-id' })).isImpersonating).toBe(true);
  });
});
