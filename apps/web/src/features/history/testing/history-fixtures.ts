import type { HistoryChange, HistoryPage } from '@transferdesk/shared';
import { vi } from 'vitest';
import { SPORTS } from '../../../test/fixtures.ts';

/** Test data of D47's web tests: who changed Erik Hansen, and how the API answers it. */

export const FOOTBALL = SPORTS.football.id;
export const ERIK_ID = 'e7a1c0de-0000-4000-8000-000000000001';
export const ALEX = { id: 'a1e00000-0000-4000-8000-000000000001', name: 'Alex Agent' };
export const SAM = { id: '5a300000-0000-4000-8000-000000000001', name: 'Sam Superadmin' };

/** 26 November 2026 14:02 where the test runs: the page shows times in the reader's zone. */
export const AT = new Date(2026, 10, 26, 14, 2).toISOString();

let count = 0;

/** A change Alex made to Erik's player record (the `contacts` row) unless told otherwise. */
export function change(overrides: Partial<HistoryChange> = {}): HistoryChange {
  count += 1;
  return {
    id: String(1000 - count),
    at: AT,
    actor: ALEX,
    impersonator: null,
    action: 'update',
    table: 'contacts',
    recordId: ERIK_ID,
    subject: { kind: 'player', id: ERIK_ID, name: 'Erik Hansen' },
    fields: [],
    ...overrides,
  };
}

/** The salary change of the issue: 60,000 → 75,000 in the player's currency. */
export const SALARY_RAISED = change({
  fields: [{ kind: 'value', field: 'min_salary_netto', old: 60000, new: 75000, unit: 'EUR' }],
});

export function historyPage(data: HistoryChange[], { currentPage = 1, lastPage = 1 } = {}): HistoryPage {
  return { data, currentPage, lastPage, perPage: 20, total: data.length + (lastPage - 1) * 20 };
}

/**
 * An IntersectionObserver that sees every element on the screen at once, as a browser does once
 * the reader scrolls down to it (happy-dom's never reports anything).
 */
export function everythingOnScreen(): void {
  class OnScreen {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', OnScreen);
}
