import { describe, expect, it } from 'vitest';
import { formatTenantsClaim, parseTenantsClaim, roleClaim, rolesOf } from './claims.ts';
import { errorMessages } from './errors.ts';
import { MESSAGES } from './messages.ts';
import { sortKey } from './text.ts';

describe('tenants claim (D3)', () => {
  it('formats ids as a bracketed, comma-separated, quoted list and reads it back', () => {
    const claim = formatTenantsClaim(['id1', 'id2']);
    expect(claim).toBe('["id1","id2"]');
    expect(parseTenantsClaim(claim)).toEqual(['id1', 'id2']);
    expect(parseTenantsClaim('[]')).toEqual([]);
    expect(parseTenantsClaim(undefined)).toEqual([]);
  });
});

describe('role claim (D3)', () => {
  it('is a string for one role and a list for several', () => {
    expect(roleClaim(['User'])).toBe('User');
    expect(roleClaim(['TenantAdmin', 'User'])).toEqual(['TenantAdmin', 'User']);
    expect(rolesOf('User')).toEqual(['User']);
    expect(rolesOf(['Superadmin', 'User'])).toEqual(['Superadmin', 'User']);
  });
});

describe('errorMessages (spec 8, generic server error display)', () => {
  it('shows a string errors field, then array entries or their descriptions, then the error', () => {
    expect(errorMessages({ error: 'x', errors: 'Name is taken' })).toEqual(['Name is taken']);
    expect(errorMessages({ error: 'x', errors: ['a', { description: 'b' }] })).toEqual(['a', 'b']);
    expect(errorMessages({ error: 'Not allowed' })).toEqual(['Not allowed']);
  });

  it('falls back to the generic message', () => {
    expect(errorMessages(undefined)).toEqual([MESSAGES.genericError]);
    expect(errorMessages({ errors: [] })).toEqual([MESSAGES.genericError]);
  });
});

describe('sortKey', () => {
  it('orders names ignoring case and accents', () => {
    const names = ['Zebra', 'Ålborg', 'aarhus', 'Éclair', 'øster'];
    const sorted = [...names].sort((a, b) => sortKey(a).localeCompare(sortKey(b), 'en'));
    expect(sorted).toEqual(['aarhus', 'Ålborg', 'Éclair', 'øster', 'Zebra']);
  });
});

describe('birthdaySchema', () => {
  it('accepts real yyyy-MM-dd dates and refuses impossible ones', async () => {
    const { birthdaySchema } = await import('./account.ts');
    expect(birthdaySchema.safeParse('1990-05-17').success).toBe(true);
    expect(birthdaySchema.safeParse('2024-02-29').success).toBe(true);
    expect(birthdaySchema.safeParse('2023-02-29').success).toBe(false);
    expect(birthdaySchema.safeParse('2023-02-30').success).toBe(false);
    expect(birthdaySchema.safeParse('17-05-1990').success).toBe(false);
    expect(birthdaySchema.safeParse(null).success).toBe(true);
  });
});
