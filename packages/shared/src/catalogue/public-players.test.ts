import { describe, expect, it } from 'vitest';
import { MISSING_VALUE } from '../constants.ts';
import { cvFileName, externalHref, PUBLIC_PAGE_MESSAGES } from './public-players.ts';

describe('public page links', () => {
  it('adds // to a link without a scheme, keeps http(s) and leaves blank links empty', () => {
    expect(externalHref('youtube.com/watch?v=1')).toBe('//youtube.com/watch?v=1');
    expect(externalHref('  www.transfermarkt.com/x ')).toBe('//www.transfermarkt.com/x');
    expect(externalHref('https://vimeo.com/1')).toBe('https://vimeo.com/1');
    expect(externalHref('//cdn.example/v.mp4')).toBe('//cdn.example/v.mp4');
    expect(externalHref('video.example:8080/v')).toBe('//video.example:8080/v');
    expect(externalHref('   ')).toBe('');
  });

  it('gives no link for a script or data address', () => {
    expect(externalHref('javascript:alert(1)')).toBe('');
    expect(externalHref('JavaScript:alert(1)')).toBe('');
    expect(externalHref('data:text/html,<b>x</b>')).toBe('');
  });

  it('names the CV file as the spec says', () => {
    expect(cvFileName({ firstName: 'Mia', lastName: 'Holm' })).toBe('Mia_Holm_CV.pdf');
    expect(cvFileName({ firstName: 'Matúš', lastName: 'Kováč' })).toBe('Matúš_Kováč_CV.pdf');
    expect(cvFileName({ firstName: '<Ann>', lastName: 'A/B:C\\D|E?*"\r\n' })).toBe(
      '_Ann__A_B_C_D_E______CV.pdf',
    );
  });
});

describe('the missing-value sign (issue 26, item 17)', () => {
  it("is spec 2's '-' (not an en or em dash), one constant for the pages and the CV", () => {
    expect(MISSING_VALUE).toBe('-');
    expect(PUBLIC_PAGE_MESSAGES.missing).toBe(MISSING_VALUE);
  });
});
