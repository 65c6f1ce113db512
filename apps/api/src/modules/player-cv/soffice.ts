import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
 * D20: Word to PDF with LibreOffice (`soffice --headless --convert-to pdf`), off the event loop in
 * a child process, at most two at a time. Each slot has its own LibreOffice profile (two processes
 * on one profile block each other), kept between runs because creating one costs seconds, and
 * thrown away after a failure in case the failure left it broken.
 */
export function createSofficeConverter(
  options: { command?: string; timeoutMs?: number; limiter?: Limiter } = {},
): DocxConverter {
  const command = options.command ?? 'soffice';
  const timeoutMs = options.timeoutMs ?? CONVERSION_TIMEOUT_MS;
  const limiter = options.limiter ?? createLimiter(CONVERSION_SLOTS, CONVERSION_QUEUE);
  const profileRoot = path.join(tmpdir(), `transferdesk-soffice-${process.pid}`);
  let missing = false;

  return {
    async toPdf(docx) {
      if (missing) return { ok: false, reason: `${command} is not installed` };
      return limiter.run(async (slot) => {
        const profile = path.join(profileRoot, `slot-${slot}`);
        const work = await mkdtemp(path.join(tmpdir(), 'transferdesk-cv-'));
        try {
          const input = path.join(work, 'cv.docx');
          await writeFile(input, docx);
          const run = await runSoffice(
            command,
            [
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
          if (run.missing) {
            missing = true;
            return { ok: false, reason: `${command} is not installed` };
          }
          const pdf = await readFile(path.join(work, 'cv.pdf')).catch(() => undefined);
          if (run.code === 0 && pdf && pdf.subarray(0, 5).toString('latin1') === '%PDF-')
            return { ok: true, pdf };
          await rm(profile, { recursive: true, force: true });
          const why = run.timedOut
            ? `timed out after ${timeoutMs} ms`
            : `exited with ${run.code ?? run.signal}${run.stderr ? `: ${run.stderr.trim().slice(0, 500)}` : ''}`;
          return { ok: false, reason: `${command} ${why}` };
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      });
    },
  };
}
