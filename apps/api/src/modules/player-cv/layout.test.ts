import { describe, expect, it } from 'vitest';
import { lineBroken } from './layout.ts';

describe('addresses in the built-in CV', () => {
  it('break after a slash into lines that fit, and read as the same address', () => {
    const address = 'https://www.transfermarkt.com/aksel-aasen/profil/spieler/362591';
    const lines = lineBroken(address, 44).split('\n');
    expect(lines).toEqual(['https://www.transfermarkt.com/aksel-aasen/', 'profil/spieler/362591']);
    expect(lines.join('')).toBe(address);
  });

  it('cut a part longer than a line, and leave a short address alone', () => {
    const lines = lineBroken(`https://x.example/${'a'.repeat(50)}`, 20).split('\n');
    expect(lines.every((line) => line.length <= 20)).toBe(true);
    expect(lines.join('')).toBe(`https://x.example/${'a'.repeat(50)}`);
    expect(lineBroken('https://vimeo.com/1', 44)).toBe('https://vimeo.com/1');
  });
});
