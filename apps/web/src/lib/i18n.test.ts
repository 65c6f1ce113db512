import { TEAM_IN_USE, TRANSFER_MESSAGES } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the texts in two parts (issue 28)', () => {
  it("starts with the shell's and sign-in texts only; a signed-in layout brings its pages' texts, in a language chosen later too", async () => {
    // A fresh copy of the module, as the first download has it (the test set-up loads everything).
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    await fresh.startI18n();
    expect(fresh.i18n.t('signIn.title')).toBe('Sign in');
    expect(fresh.i18n.exists('clubs.list.add')).toBe(false);

    await expect(fresh.withPageTexts(async () => 'the layout')).resolves.toBe('the layout');
    expect(fresh.i18n.t('clubs.list.add')).toBe('Add club');

    await fresh.changeLocale('da');
    expect(fresh.i18n.t('signIn.title')).toBe('Log ind');
    expect(fresh.i18n.t('clubs.list.add')).toBe('Tilføj klub');
    await fresh.changeLocale('en-gb');
  });
});
