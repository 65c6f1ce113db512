import { TEAM_IN_USE, TRANSFER_MESSAGES } from '@transferdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, translateKnownText } from './i18n.ts';

describe('translateKnownText', () => {
  afterEach(() => changeLocale('en-gb'));

  it('shows the English texts the schemas and the API send in Danish, limits with their number', async () => {
    await changeLocale('da');
    expect(translateKnownText(TEAM_IN_USE)).toBe(
      'Holdet bruges af en klub eller en spiller og kan ikke slettes.',
    );
    expect(translateKnownText('Enter a first or last name')).toBe('Angiv et fornavn eller efternavn');
    expect(translateKnownText('At most 200 characters')).toBe('Højst 200 tegn');
    expect(translateKnownText('At most 260 cm')).toBe('Højst 260 cm');
    expect(translateKnownText('At most 30 children')).toBe('Højst 30 børn');
    expect(translateKnownText(TRANSFER_MESSAGES.yearsOrder)).not.toBe(TRANSFER_MESSAGES.yearsOrder);
  });

  it('keeps the English text in English and passes an unknown server message through as it came', async () => {
    expect(translateKnownText('At most 500 characters')).toBe('At most 500 characters');
    await changeLocale('da');
    expect(translateKnownText('Something only the server knows')).toBe('Something only the server knows');
  });
});
