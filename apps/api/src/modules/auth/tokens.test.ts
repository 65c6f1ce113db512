import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner, InvalidTokenError } from './tokens.ts';

const content = {
  sub: '6f1d7c1e-8a8b-4c9d-9e0f-0a1b2c3d4e5f',
  name: 'Alex Agent',
  email: 'agent@demo.test',
  image: '',
  role: 'User' as const,
  tenants: '',
  acs: 'true' as const,
  sid: '7a2e8d2f-9b9c-4dae-8f10-1b2c3d4e5f60',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('token verification (issue 10: remembered after the first check)', () => {
  it('still refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const signer = createTokenSigner({ secret: 'x'.repeat(32), ttlSeconds: 60 });
    const token = await signer.sign(content);
    expect((await signer.verify(token)).sid).toBe(content.sid);
    vi.setSystemTime(new Date('2026-11-23T12:00:59Z'));
    expect((await signer.verify(token)).sid).toBe(content.sid);
    vi.setSystemTime(new Date('2026-11-23T12:01:00Z'));
    await expect(signer.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses a token that differs from a remembered one by its signature, or by its claims', async () => {
    const signer = createTokenSigner({ secret: 'x'.repeat(32), ttlSeconds: 60 });
    const token = await signer.sign(content);
    await signer.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherSignature = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(signer.verify(otherSignature)).rejects.toBeInstanceOf(InvalidTokenError);
    const forgedClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'Superadmin' }),
    ).toString('base64url');
    await expect(signer.verify(`${header}.${forgedClaims}.${signature}`)).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  it('does not share what it remembers with a signer of another secret', async () => {
    const ours = createTokenSigner({ secret: 'x'.repeat(32), ttlSeconds: 60 });
    const theirs = createTokenSigner({ secret: 'y'.repeat(32), ttlSeconds: 60 });
    const token = await ours.sign(content);
    await ours.verify(token);
    await expect(theirs.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
