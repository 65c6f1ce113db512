import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request, TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';

/** Origins that are not this app's (a test's OpenID provider): their pages are not ours to audit. */
const FOREIGN_ORIGINS = new Set<string>();
export function skipAuditOf(origin: string): void {
  FOREIGN_ORIGINS.add(new URL(origin).origin);
}

/** What fails a journey: axe's two highest impacts. Moderate and minor findings are not gated. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
/** How long a checkpoint waits for a page to settle before leaving it to a later visit. */
const SETTLE_TIMEOUT_MS = 5_000;
/** A page counts as settled once its DOM has not changed for this long (and nothing else moves). */
const QUIET_MS = 150;
/** The folder where workers claim the pages they scan; global-setup.ts makes one per run. */
const CLAIMS_ENV = 'E2E_AXE_CLAIMS';

/**
 * What is scanned once: a page by its path with ids normalised (`/clubs/:id/:id/edit`); a dialog
 * by its name wherever it opens (the confirm dialog is the same on every list).
 */
export function auditKey(url: string, dialog: string): string {
  if (dialog) return `dialog "${dialog}"`;
  return new URL(url).pathname
    .split('/')
    .map((segment) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ||
      /^\d+$/.test(segment) ||
      /^[\w-]{24,}$/.test(segment)
        ? ':id'
        : segment,
    )
    .join('/');
}

/** Makes the claims folder of a run; the answer removes it. */
export function startAuditRun(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), 'transferdesk-axe-'));
  process.env[CLAIMS_ENV] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}

/**
 * The pages already scanned in this run, shared by all workers (and by a worker restarted after a
 * failure) through one file per page, created atomically; without a claims folder, this worker's.
 */
export class AuditRegistry {
  readonly #local = new Set<string>();
  readonly #folder = process.env[CLAIMS_ENV];

  #file(key: string): string | undefined {
    return this.#folder && path.join(this.#folder, createHash('sha1').update(key).digest('hex'));
  }

  has(key: string): boolean {
    const file = this.#file(key);
    return file ? existsSync(file) : this.#local.has(key);
  }

  /** True for the one caller that may scan the page. */
  claim(key: string): boolean {
    const file = this.#file(key);
    if (!file) {
      if (this.#local.has(key)) return false;
      this.#local.add(key);
      return true;
    }
    try {
      closeSync(openSync(file, 'wx'));
      return true;
    } catch {
      return false;
    }
  }

  /** Gives a page back when its scan was cut short, so a later visit scans it. */
  release(key: string): void {
    const file = this.#file(key);
    if (file) rmSync(file, { force: true });
    else this.#local.delete(key);
  }
}

interface Finding {
  url: string;
  key: string;
  violations: Result[];
}

/** Keeps count of the requests a page has in flight, so a checkpoint can wait for none. */
class NetworkTracker {
  readonly #inflight = new Set<Request>();
  #waiters: (() => void)[] = [];

  constructor(page: Page) {
    page.on('request', (request) => this.#inflight.add(request));
    const done = (request: Request) => {
      this.#inflight.delete(request);
      if (this.#inflight.size === 0) for (const wake of this.#waiters.splice(0)) wake();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  get idle(): boolean {
    return this.#inflight.size === 0;
  }

  /** Resolves once nothing is in flight; false when the deadline came first. */
  waitForIdle(deadline: number): Promise<boolean> {
    if (this.idle) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
      this.#waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

/** Runs in the page: the accessible name of the dialog open over it, '' when none. */
function openDialogName(): string {
  const dialog = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].find(
    (element) => element instanceof HTMLElement && element.checkVisibility(),
  );
  if (!dialog) return '';
  const labelledBy = dialog.getAttribute('aria-labelledby');
  const label = labelledBy
    ? labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : (dialog.getAttribute('aria-label') ?? '');
  return label.trim() || 'unnamed';
}

/** Runs in the page: while `frozen`, no transition or animation plays (they take their end state). */
function freezeMotion(frozen: boolean): void {
  const id = 'e2e-axe-freeze-motion';
  document.getElementById(id)?.remove();
  if (!frozen) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent =
    '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }';
  document.head.append(style);
}

/**
 * Runs in the page: resolves true once the page has settled — a visible h1, no spinner or
 * skeleton, no finite animation or transition running (a modal fading in would fail contrast
 * checks), and a DOM quiet for `quietMs` — or false at the deadline.
 */
function settled({ quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }): Promise<boolean> {
  const visible = (element: Element) => element instanceof HTMLElement && element.checkVisibility();
  const ready = () =>
    document.readyState === 'complete' &&
    [...document.querySelectorAll('h1')].some(visible) &&
    ![
      ...document.querySelectorAll(
        '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]',
      ),
    ].some(visible) &&
    !document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
  return new Promise((resolve) => {
    let lastChange = performance.now();
    const observer = new MutationObserver(() => {
      lastChange = performance.now();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const started = performance.now();
    const tick = () => {
      const now = performance.now();
      const done = now - lastChange >= quietMs && ready();
      if (done || now - started > timeoutMs) {
        observer.disconnect();
        resolve(done);
      } else {
        requestAnimationFrame(tick);
      }
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Scans each page (and dialog) a test reaches with axe, once per run. `checkpoint()` is called
 * while the journey is not driving the page: before each of its actions and auto-waiting
 * assertions (a locator handler) and when it ends.
 */
export class PageAudit {
  readonly #findings: Finding[] = [];
  readonly #network: NetworkTracker;
  /** Pages this test gave up on (they never settled), so that it does not wait for them again. */
  readonly #unsettled = new Set<string>();
  #running = false;

  constructor(
    private readonly page: Page,
    private readonly registry: AuditRegistry,
    private readonly testInfo: TestInfo,
  ) {
    this.#network = new NetworkTracker(page);
  }

  async checkpoint(): Promise<void> {
    // A locator handler must never throw: its error would surface far from the journey.
    if (this.#running || this.page.isClosed()) return;
    this.#running = true;
    const started = Date.now();
    let waited = false;
    try {
      // A redirect while settling leads to another page; follow it a few times at most.
      for (let round = 0; round < 3; round++) {
        const url = this.page.url();
        try {
          const outcome = await this.#auditPage(url);
          if (outcome !== 'skipped') waited = true;
          if (outcome !== 'moved') return;
        } catch (error) {
          // A full navigation or reload destroys the page's context under a running evaluate:
          // look again at whatever came next.
          if (this.page.isClosed()) return;
          if (this.page.url() === url && !/context was destroyed/i.test(String(error))) {
            this.#note(`not scanned: ${url}: ${String(error)}`);
            return;
          }
        }
      }
    } finally {
      this.#running = false;
      // The journey's own time budget stays as it was: the audit's time is added to it.
      if (waited && this.testInfo.timeout > 0)
        this.testInfo.setTimeout(this.testInfo.timeout + Date.now() - started);
    }
  }

  /** Scans the page in view unless it was scanned already; 'moved' when it navigated meanwhile. */
  async #auditPage(url: string): Promise<'skipped' | 'scanned' | 'moved'> {
    if (!url.startsWith('http') || FOREIGN_ORIGINS.has(new URL(url).origin)) return 'skipped';
    // Most checkpoints find a page (or dialog) already scanned: answer those without waiting.
    if (this.#done(auditKey(url, await this.page.evaluate(openDialogName)))) return 'skipped';
    const started = Date.now();
    const isSettled = await this.#settle(started + SETTLE_TIMEOUT_MS);
    if (this.page.url() !== url) return 'moved';
    const key = auditKey(url, await this.page.evaluate(openDialogName));
    if (this.#done(key)) return 'skipped';
    if (!isSettled) {
      this.#unsettled.add(key);
      this.#note(`not scanned (did not settle within ${SETTLE_TIMEOUT_MS} ms): ${url}`);
      return 'scanned';
    }
    if (!this.registry.claim(key)) return 'skipped';
    const scanStarted = Date.now();
    let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
    // A transition starting during the scan (a notification closing on its timer) would be measured
    // half-faded, its text at a quarter of its contrast: while axe runs, transitions and animations
    // jump to their end, so each element is scanned as it is shown before or after, never between.
    await this.page.evaluate(freezeMotion, true).catch(() => {});
    try {
      // Legacy mode runs axe.run in the page itself instead of finishing the run in a blank page
      // of the same context; the app has no cross-origin frames that would need the latter.
      results = await new AxeBuilder({ page: this.page })
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze();
    } catch (error) {
      this.registry.release(key);
      throw error;
    } finally {
      await this.page.evaluate(freezeMotion, false).catch(() => {});
    }
    // A navigation during the scan would mix two pages: give the page back and look again.
    if (this.page.url() !== url) {
      this.registry.release(key);
      return 'moved';
    }
    this.#note(
      `scanned ${key} (settled in ${scanStarted - started} ms, scanned in ${Date.now() - scanStarted} ms)`,
    );
    const violations = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
    if (violations.length) this.#findings.push({ url, key, violations });
    return 'scanned';
  }

  #done(key: string): boolean {
    return this.#unsettled.has(key) || this.registry.has(key);
  }

  #note(description: string): void {
    this.testInfo.annotations.push({ type: 'axe', description });
  }

  /** Whether the page settled, with nothing in flight, before the deadline. */
  async #settle(deadline: number): Promise<boolean> {
    while (Date.now() < deadline) {
      if (!(await this.#network.waitForIdle(deadline))) return false;
      const isSettled = await this.page.evaluate(settled, {
        quietMs: QUIET_MS,
        timeoutMs: Math.max(0, deadline - Date.now()),
      });
      // A request that started meanwhile means another round.
      if (!isSettled || this.#network.idle) return isSettled;
    }
    return false;
  }

  /** Throws one error naming every serious or critical violation found, page by page. */
  assertClean(): void {
    if (!this.#findings.length) return;
    const lines = ['axe found serious or critical accessibility violations:'];
    for (const { url, key, violations } of this.#findings) {
      lines.push('', `${url}  (${key})`);
      for (const violation of violations) {
        lines.push(`  ${violation.id} [${violation.impact}] ${violation.help} — ${violation.helpUrl}`);
        for (const node of violation.nodes) {
          const summary = node.failureSummary?.split('\n').slice(1, 2).join(' ').trim();
          lines.push(`    ${node.target.join(' >> ')}${summary ? `\n      ${summary}` : ''}`);
        }
      }
    }
    throw new Error(lines.join('\n'));
  }
}
