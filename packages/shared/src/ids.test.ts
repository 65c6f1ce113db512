import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it('accepts a record id and nothing else', () => {
    expect(isUuid('3f1c2b9e-8a4d-4c6b-9f0e-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('3F1C2B9E-8A4D-4C6B-9F0E-1A2B3C4D5E6F')).toBe(true);
    expect(isUuid('new')).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid('3f1c2b9e-8a4d-4c6b-9f0e-1a2b3c4d5e6')).toBe(false);
  });

  it('agrees with z.uuid(), whose pattern it uses (issue 28)', () => {
    const uuid = z.uuid();
    for (const value of [
      '3f1c2b9e-8a4d-4c6b-9f0e-1a2b3c4d5e6f',
      '3f1c2b9e-8a4d-0c6b-9f0e-1a2b3c4d5e6f',
      '3f1c2b9e-8a4d-4c6b-7f0e-1a2b3c4d5e6f',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      ' 3f1c2b9e-8a4d-4c6b-9f0e-1a2b3c4d5e6f',
      '3f1c2b9e8a4d4c6b9f0e1a2b3c4d5e6f',
    ]) {
      expect(isUuid(value), value).toBe(uuid.safeParse(value).success);
    }
  });
});
