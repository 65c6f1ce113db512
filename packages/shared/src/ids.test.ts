import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.ts';

describe('isUuid', () => {
  it('accepts a record id and nothing else', () => {
    expect(isUuid('3f1c2b9e-8a4d-4c6b-9f0e-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('3F1C2B9E-8A4D-4C6B-9F0E-1A2B3C4D5E6F')).toBe(true);
    expect(isUuid('new')).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid('3f1c2b9e-8a4d-4c6b-9f0e-1a2b3c4d5e6')).toBe(false);
  });
});
