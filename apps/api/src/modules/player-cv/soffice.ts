import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DomainError } from '../../lib/errors.ts';
import { createLimiter, type Limiter } from './limiter.ts';

/** How long one conversion may take before it is killed (LibreOffice starts anew each time). */
export const CONVERSION_TIMEOUT_MS = 30_000;
/** Conversions at a time; each is a LibreOffice process of its own. */
const CONVERSION_SLOTS = 2;
/** Waiting conversions past which a request is refused (429). */
const CONVERSION_QUEUE = 20;

export type ConversionResult = { ok: true; pdf: Buffer } | { ok: false; reason: string };

export interface DocxConverter {
  /** The .docx as PDF, or why not (LibreOffice missing, failed or too slow). Never throws for that. */
  toPdf(docx: Uint8Array): Promise<ConversionResult>;
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  timedOut: boolean;
  missing: boolean;
}

function runSoffice(command: string, args: string[], timeoutMs: number): Promise<Run> {
  return new Promise((resolve) => {
    // Its own process group, so that a timeout kills soffice.bin along with the launcher script.
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let timedOut = false;
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({
        code: null,
        signal: null,
        stderr: error.message,
        timedOut,
        missing: error.code === 'ENOENT',
      });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stderr, timedOut, missing: false });
    });
  });
}

/**
 * Whether this machine can run a process without network (`unshare -rn`: a user namespace with an
 * empty network namespace, no root needed where unprivileged user namespaces are allowed).
 */
function canIsolateNetwork(): boolean {
  return spawnSync('unshare', ['-rn', 'true'], { stdio: 'ignore' }).status === 0;
}

/**
 * D20: Word to PDF with LibreOffice (`soffice --headless --convert-to pdf`), off the event loop in
 * a child process, at most two at a time. Issue 25: LibreOffice runs without network where the
 * machine allows it (`unshare -rn`; the document has had its external links stripped already, see
 * docx-zip.ts) and on a fresh profile each time: a copy of one made by the first conversion
 * (creating a profile costs seconds, copying one milliseconds), so that no document leaves
 * anything behind for the next.
 */
export function createSofficeConverter(
  options: {
    command?: string;
    timeoutMs?: number;
    limiter?: Limiter;
    /** Without network (default: when `unshare -rn` works here). */
    isolateNetwork?: boolean;
    warn?: (message: string) => void;
  } = {},
): DocxConverter {
  const command = options.command ?? 'soffice';
  const timeoutMs = options.timeoutMs ?? CONVERSION_TIMEOUT_MS;
  const limiter = options.limiter ?? createLimiter(CONVERSION_SLOTS, CONVERSION_QUEUE);
  const seedProfile = path.join(tmpdir(), `transferdesk-soffice-${process.pid}`, 'seed');
  let seeded: Promise<void> | undefined;
  let missing = false;
  let isolate: boolean | undefined = options.isolateNetwork;

  return {
    async toPdf(docx) {
      if (missing) return { ok: false, reason: `${command} is not installed` };
      if (isolate === undefined) {
        isolate = canIsolateNetwork();
        if (!isolate)
          options.warn?.(
            'unshare -rn is not available: LibreOffice converts CV templates with network access',
          );
      }
      const wrapped = isolate ? { file: 'unshare', prefix: ['-rn', command] } : { file: command, prefix: [] };
      const queued = limiter.run(async (): Promise<ConversionResult> => {
        const work = await mkdtemp(path.join(tmpdir(), 'transferdesk-cv-'));
        const profile = path.join(work, 'profile');
        try {
          if (seeded) await seeded.then(() => cp(seedProfile, profile, { recursive: true }));
          const input = path.join(work, 'cv.docx');
          await writeFile(input, docx);
          const run = await runSoffice(
            wrapped.file,
            [
              ...wrapped.prefix,
              '--headless',
              '--norestore',
              '--nologo',
              '--nodefault',
              '--nolockcheck',
              `-env:UserInstallation=${pathToFileURL(profile).href}`,
              '--convert-to',
              'pdf',
              '--outdir',
              work,
              input,
            ],
            timeoutMs,
          );
          // unshare answers 127 when the command it should run does not exist.
          if (run.missing || (isolate && run.code === 127)) {
            missing = true;
            return { ok: false, reason: `${command} is not installed` };
          }
          const pdf = await readFile(path.join(work, 'cv.pdf')).catch(() => undefined);
          if (run.code === 0 && pdf && pdf.subarray(0, 5).toString('latin1') === '%PDF-') {
            if (!seeded) {
              seeded = cp(profile, seedProfile, { recursive: true });
              await seeded.catch(() => {
                seeded = undefined;
              });
            }
            return { ok: true, pdf };
          }
          const why = run.timedOut
            ? `timed out after ${timeoutMs} ms`
            : `exited with ${run.code ?? run.signal}${run.stderr ? `: ${run.stderr.trim().slice(0, 500)}` : ''}`;
          return { ok: false, reason: `${command} ${why}` };
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      });
      // A full queue is not the visitor's fault: the CV is then made with the built-in layout.
      return queued.catch((error: unknown): ConversionResult => {
        if (error instanceof DomainError && error.kind === 'tooManyRequests')
          return { ok: false, reason: 'every LibreOffice slot is busy and the queue is full' };
        throw error;
      });
    },
  };
}
