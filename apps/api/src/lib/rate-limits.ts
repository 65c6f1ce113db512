import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { DomainError } from './errors.ts';

/** One limit: at most `points` within a window of `windowMs`, counted per key (an address or a user). */
export interface RateLimit {
  /** The first part of the row's key, so that limits never share a count. */
  readonly name: string;
  readonly points: number;
  readonly windowMs: number;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Issue 25: every limit the API puts on strangers (per client address, as D41 finds it) and on busy
 * signed-in users (per user), in one place. Each is a fixed window that starts with the key's first
 * point: refused until the window ends, and every attempt counts, refused ones included, so that
 * a script gains nothing by hammering (waiting still helps: a refusal never moves the window's end).
 * The D14 sign-in limits stay on login_attempts (modules/auth/sign-in-limits.ts).
 */
export const RATE_LIMITS = {
  /**
   * `POST /unauthorised/new_click` per address (D15, D16): a club's people open a few links an hour;
   * a script reloading pages to push a player up the who-clicked list does not get far. Unknown and
   * refused pairs count too, so guessing ids is limited as well.
   */
  clicks: { name: 'click', points: 30, windowMs: 10 * MINUTE },
  /**
   * The same address, contact and player count once within 30 s: a page reloaded (or opened in three
   * tabs) is one visit. One point per window; a second point in it marks a repeat, not a refusal.
   */
  clickRepeats: { name: 'click-repeat', points: 1, windowMs: 30 * 1000 },
  /**
   * `GET /unauthorised/getpdf/...` per address (finding 4): each CV is a PDF layout or a LibreOffice
   * conversion, seconds of CPU for a stranger's request. Unknown players count too.
   */
  cvDownloads: { name: 'cv-pdf', points: 60, windowMs: 10 * MINUTE },
  /**
   * The public player page per address: `GET /unauthorised/player/{id}` and the `/pins/...` page's
   * link preview, both a database read for a stranger. Generous (a club's office shares one
   * address); past it the API answers 429 and `/pins/...` is served without its preview tags.
   */
  publicPages: { name: 'public-page', points: 300, windowMs: 10 * MINUTE },
  /** `GET /PlayerCV/{id}`, the template preview, per user: the same work as a CV download. */
  cvPreviews: { name: 'cv-preview', points: 30, windowMs: 10 * MINUTE },
  /**
   * `POST /matches` per user (finding 5): matching reads every player of the sport and stores a
   * version each time; a loop of it slowed everyone else's lists.
   */
  matchRuns: { name: 'match-run', points: 30, windowMs: 10 * MINUTE },
  /** `PUT /matches` with `isForEmail` per user (D43, finding 9): mails to club contacts. */
  matchSends: { name: 'match-send', points: 60, windowMs: HOUR },
  /** `GET /mailtester` per user (D43, finding 9): each call mails the caller's address. */
  mailTests: { name: 'mail-test', points: 5, windowMs: HOUR },
  /**
   * `POST {resource}/csv` per user (finding 8): an import reads, checks and writes up to
   * MAX_IMPORT_ROWS rows in one transaction.
   */
  csvImports: { name: 'csv-import', points: 20, windowMs: HOUR },
  /**
   * `POST /unauthorised/pitch_answer` per address (issue 29): a club answers a few pitches and may
   * change its mind; each answer mails the agent, so a script must not flood his inbox.
   */
  pitchAnswers: { name: 'pitch-answer', points: 20, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

/** What a `consume` found: whether the points fitted, the points used in the window so far, and its end. */
export interface RateLimitResult {
  allowed: boolean;
  used: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Expired rows are deleted at most this often per limiter (one limiter per API process). */
export const SWEEP_INTERVAL_MS = MINUTE;

/**
 * How long a process answers a refused key from memory before asking the database again. A flood
 * from one address (thousands of refused calls a second) then costs one upsert per key per this
 * time, not one per call; a row deleted by hand to let someone go counts again within it.
 */
export const REFUSAL_MEMORY_MS = 5_000;
/** Refused keys remembered at most; beyond it the memory starts afresh. */
const REFUSAL_MEMORY_KEYS = 10_000;

/**
 * Limits kept in the rate_limits table, so that they hold across restarts and API processes: each
 * `consume` is one atomic upsert, so two processes (or two requests of one) never both get the last
 * point. `now` is the clock (tests move it).
 */
export function createRateLimiter(
  db: Db,
  now: () => Date = () => new Date(),
  /** Every allowance times this (RATE_LIMIT_SCALE: benchmarks, load tests). */
  allowanceScale = 1,
) {
  /** When this limiter last swept, or undefined before its first consume. */
  let lastSweep: number | undefined;
  let sweeping: Promise<void> | undefined;

  /** Deletes rows whose window has passed: they count as empty anyway (at most once a minute). */
  function maybeSweep(at: Date) {
    if (sweeping || (lastSweep !== undefined && at.getTime() - lastSweep < SWEEP_INTERVAL_MS)) return;
    lastSweep = at.getTime();
    sweeping = sweep(at)
      // A failed sweep only leaves rows for the next one; the limit itself was already counted.
      .catch(() => {})
      .finally(() => {
        sweeping = undefined;
      });
  }

  async function sweep(at: Date): Promise<void> {
    await db.delete(rateLimits).where(lt(rateLimits.resetsAt, at));
  }

  /** Per refused key: until when it is refused without a query, the window's end, and its count. */
  const refused = new Map<string, { until: number; resetsAt: number; used: number }>();

  async function consume(limit: RateLimit, key: string, points = 1): Promise<RateLimitResult> {
    const at = now();
    const remembered = refused.get(`${limit.name}:${key}`);
    if (remembered && remembered.until > at.getTime()) {
      return {
        allowed: false,
        used: remembered.used,
        retryAfterSeconds: Math.max(1, Math.ceil((remembered.resetsAt - at.getTime()) / 1000)),
      };
    }
    const atIso = at.toISOString();
    const resetsAt = new Date(at.getTime() + limit.windowMs);
    // The row's window has passed: start a new one with these points; otherwise add to it.
    const expired = sql`"rate_limits"."resets_at" <= ${atIso}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key: `${limit.name}:${key}`, points, resetsAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql`case when ${expired} then excluded.points else "rate_limits"."points" + excluded.points end`,
          resetsAt: sql`case when ${expired} then excluded.resets_at else "rate_limits"."resets_at" end`,
        },
      })
      .returning({ points: rateLimits.points, resetsAt: rateLimits.resetsAt });
    maybeSweep(at);
    if (!row) throw new Error('The rate limit upsert returned no row');
    const allowed = row.points <= limit.points * allowanceScale;
    if (!allowed) {
      if (refused.size >= REFUSAL_MEMORY_KEYS) refused.clear();
      refused.set(`${limit.name}:${key}`, {
        until: Math.min(row.resetsAt.getTime(), at.getTime() + REFUSAL_MEMORY_MS),
        resetsAt: row.resetsAt.getTime(),
        used: row.points,
      });
    }
    return {
      allowed,
      used: row.points,
      retryAfterSeconds: Math.max(1, Math.ceil((row.resetsAt.getTime() - at.getTime()) / 1000)),
    };
  }

  return {
    consume,

    /** Counts one point of `limit` for `key`; over the limit: 429 with `message` and Retry-After. */
    async enforce(limit: RateLimit, key: string, message: string): Promise<void> {
      const result = await consume(limit, key);
      if (!result.allowed) {
        throw new DomainError('tooManyRequests', message, undefined, result.retryAfterSeconds);
      }
    },

    /** Resolves once a sweep under way (if any) has finished; for tests and a clean shutdown. */
    async settle(): Promise<void> {
      await sweeping;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
