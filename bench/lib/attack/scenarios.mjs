// bench/attack.mjs's scenarios, in the order they run: findings 1, 2 and 3 (the CV layout and the
// hostile templates of template-scenarios.mjs), 4 (getpdf floods), 5 (matching) and 8 (imports).
// Each is { finding, prepare(ctx), attack(ctx, signal) }: prepare before the baseline; attack for
// ctx.seconds (plus its one-off calls), answering { calls (in words), statuses, ... }. ctx holds the
// server's base, admin and user (signed-in clients, calls.mjs), seconds, requestTimeoutMs, and
// shared (kept from one scenario to the next).
import { setTimeout as sleep } from 'node:timers/promises';
import { format, ms, summarize } from '../stats.mjs';
import {
  anonymousPdf,
  deadline,
  expect,
  fileForm,
  formHeaders,
  hammer,
  hammered,
  timedCall,
  USER_EMAIL,
  visiblePlayer,
} from './calls.mjs';
import { seconds1, tally } from './report.mjs';
import { TEMPLATE_SCENARIOS } from './template-scenarios.mjs';

export const SCENARIOS = {
  'cv-layout': {
    finding: 1,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Football');
      // A line of text per <br>: the CV drops empty lines, so each break follows a letter (19,500
      // characters, under the fields' 20,000).
      const breaks = 'a<br>'.repeat(3900);
      await expect(
        ctx.user,
        200,
        `/core/api/players/${ctx.target.player.id}`,
        {
          method: 'PATCH',
          body: JSON.stringify({ description: breaks, statistics: breaks, playerReferences: breaks }),
        },
        `${USER_EMAIL} setting the rich-text fields`,
      );
    },
    async attack(ctx, signal) {
      const result = await hammer(ctx, 2, anonymousPdf(ctx.target.pdf), signal);
      return { calls: hammered('getpdf×2', result), statuses: result.statuses };
    },
  },
  ...TEMPLATE_SCENARIOS,
  'getpdf-flood': {
    finding: 4,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Football');
    },
    async attack(ctx, signal) {
      const result = await hammer(ctx, 30, anonymousPdf(ctx.target.pdf), signal);
      return { calls: hammered('getpdf×30 (built-in)', result), statuses: result.statuses };
    },
  },
  'getpdf-flood-template': {
    finding: 4,
    async prepare(ctx) {
      ctx.target = await visiblePlayer(ctx, 'Icehockey');
    },
    async attack(ctx, signal) {
      const result = await hammer(ctx, 30, anonymousPdf(ctx.target.pdf), signal);
      return {
        calls: hammered('getpdf×30 (Icehockey: its Word template)', result),
        statuses: result.statuses,
      };
    },
  },
  'matching-loop': {
    finding: 5,
    async prepare(ctx) {
      const sport = ctx.user.tenants.Football;
      const lookups = async (resource) =>
        (
          await expect(
            ctx.user,
            200,
            `/core/api/${resource}?tenantId=${sport.id}&take=100`,
            {},
            `listing ${resource}`,
          )
        ).data;
      const [positions, levels, statuses, valutas, transfers] = await Promise.all(
        ['positions', 'playerlevels', 'contractStatuses', 'valutas', 'transfers'].map(lookups),
      );
      const existing = await expect(
        ctx.user,
        200,
        '/core/api/requirements/filter',
        {
          method: 'POST',
          body: JSON.stringify({ tenantId: sport.id, take: 50, sort: 'createdAt', direction: 'desc' }),
        },
        'listing requirements',
      );
      const pair = existing.data.find((row) => !row.isNoNeed && !row.club?.deleted && !row.contact?.deleted);
      if (!pair) throw new Error('Football has no requirement to take a club and contact from');
      const today = new Date().toISOString().slice(0, 10);
      const window = transfers.find((row) => row.toDate >= today) ?? transfers.at(-1);
      const requirement = await expect(
        ctx.user,
        201,
        '/core/api/requirements',
        {
          method: 'POST',
          body: JSON.stringify({
            tenantId: sport.id,
            clubId: pair.clubId,
            contactId: pair.contactId,
            transferId: window.id,
            positionRequirementIds: positions
              .filter((row) => row.name !== 'No need')
              .slice(0, 20)
              .map((row) => row.id),
            playerLevelRequirementIds: levels.map((row) => row.id),
            contractStatusRequirementIds: statuses.map((row) => row.id),
            maxNetto: 1_000_000,
            maxTransferSum: 20_000_000,
            valutaId: (valutas.find((row) => row.name === 'EUR') ?? valutas[0]).id,
            description: '<p>bench/attack.mjs</p>',
          }),
        },
        'creating a broad requirement',
      );
      ctx.requirement = requirement;
      const count = await expect(
        ctx.user,
        200,
        `/core/api/players?tenantId=${sport.id}&take=1`,
        {},
        'counting players',
      );
      ctx.note = `Football has ${format(count.total)} players`;
    },
    async attack(ctx, outer) {
      const signal = deadline(performance.now() + ctx.seconds * 1000, outer);
      const statuses = {};
      const edits = {};
      const latencies = [];
      let sample;
      let index = 0;
      const headers = {
        'content-type': 'application/json',
        'x-xsrf-token': ctx.user.xsrf,
        cookie: `XSRF-TOKEN=${ctx.user.xsrf}`,
        authorization: `Bearer ${ctx.user.token}`,
      };
      while (!signal.aborted) {
        index += 1;
        const edit = await timedCall(
          `${ctx.base}/core/api/requirements/${ctx.requirement.id}`,
          { method: 'PATCH', headers, body: JSON.stringify({ description: `<p>attack ${index}</p>` }) },
          { signal, timeoutMs: ctx.requestTimeoutMs },
        );
        edits[edit.status] = (edits[edit.status] ?? 0) + 1;
        const answer = await timedCall(
          `${ctx.base}/core/api/matches`,
          { method: 'POST', headers, body: JSON.stringify({ requirementId: ctx.requirement.id }) },
          { signal, timeoutMs: ctx.requestTimeoutMs },
        );
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        latencies.push(answer.ms);
        if (!['200', '201', 'cut'].includes(answer.status) && !sample)
          sample = `${answer.status}: ${answer.text?.slice(0, 200)}`;
      }
      const figures = summarize(latencies);
      return {
        calls:
          `POST /matches ${latencies.length} (${tally(statuses)}; p50 ${ms(figures.p50)} ms), versions stored: ${statuses['201'] ?? 0}; ` +
          `PATCH requirement ${tally(edits)}; ${ctx.note}${sample ? ` [first other answer ${sample}]` : ''}`,
        statuses,
      };
    },
  },
  import: {
    finding: 8,
    async prepare(ctx) {
      const csvOf = (rows, tag) => {
        const lines = Array.from(
          { length: rows },
          (_, i) => `Attack${i},Person ${tag}${i},Scout,${tag}${i}@import.attack.test`,
        );
        return `firstName,lastName,jobTitle,email\n${lines.join('\n')}\n`;
      };
      ctx.files = [
        { rows: 250_000, csv: csvOf(250_000, 'a') },
        { rows: 30_000, csv: csvOf(30_000, 'b') },
      ];
    },
    async attack(ctx, signal) {
      const started = performance.now();
      const parts = [];
      const statuses = {};
      for (const file of ctx.files) {
        const answer = await timedCall(
          `${ctx.base}/core/api/contacts/csv?tenantId=${ctx.admin.tenants.Football.id}`,
          {
            method: 'POST',
            headers: formHeaders(ctx.admin),
            body: fileForm(file.csv, 'contacts.csv', 'text/csv'),
          },
          { signal, timeoutMs: 3 * ctx.requestTimeoutMs, keepText: true },
        );
        statuses[`${format(file.rows)} rows ${answer.status}`] = 1;
        parts.push(
          `${format(file.rows)} rows (${format(file.csv.length / 1048576, 1)} MB) ${answer.status} in ${seconds1(answer.ms)}` +
            ` (${(answer.text ?? '').replace(/\s+/g, ' ').slice(0, 120)})`,
        );
      }
      await sleep(started + ctx.seconds * 1000 - performance.now());
      return { calls: `import ${parts.join('; ')}`, statuses };
    },
  },
};
