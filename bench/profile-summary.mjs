#!/usr/bin/env node
// Summarises a V8 CPU profile (.cpuprofile, from `node --cpu-prof`): where the busy time went.
// Run `node bench/profile-summary.mjs --help`.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const HELP = `Usage: node bench/profile-summary.mjs FILE.cpuprofile [options]

Issue 28: "profile a list request under load". Reads a profile written by
  node --cpu-prof --cpu-prof-dir=/tmp/prof apps/api/dist/server.js     (then load it, then SIGINT)
and prints the functions with the most self time and the most inclusive time (a function's own time
plus everything it called, each counted once per sample), as milliseconds and as a share of the busy
time (all samples but idle). Functions are named with their file (node_modules/ shortened to nm/)
and line; the API's own code is apps/api/dist/server.js (its source map names the source files).

Options:
  --self N        rows of self time (default 30)
  --inclusive N   rows of inclusive time (default 40)
  --grep RE       only inclusive rows whose name matches RE (e.g. "server.js|fastify")
  -h, --help      this text`;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    self: { type: 'string', default: '30' },
    inclusive: { type: 'string', default: '40' },
    grep: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (options.help || positionals.length !== 1) {
  console.log(HELP);
  process.exit(options.help ? 0 : 1);
}

const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/.*node_modules\//, 'nm/').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber}`;
};

const selfTime = new Map();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
  total += delta;
});
const self = new Map();
const inclusive = new Map();
let idle = 0;
for (const [id, time] of selfTime) {
  const node = nodes.get(id);
  if (node.callFrame.functionName === '(idle)') idle += time;
  const name = nameOf(node);
  self.set(name, (self.get(name) ?? 0) + time);
  const seen = new Set();
  for (let current = id; current !== undefined; current = parentOf.get(current)) {
    const ancestor = nameOf(nodes.get(current));
    if (seen.has(ancestor)) continue;
    seen.add(ancestor);
    inclusive.set(ancestor, (inclusive.get(ancestor) ?? 0) + time);
  }
}
const busy = total - idle;
const table = (map, rows, filter) =>
  [...map]
    .filter(
      ([name]) => !name.startsWith('(idle)') && !name.startsWith('(root)') && (!filter || filter.test(name)),
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(
      ([name, time]) =>
        `${(time / 1000).toFixed(0).padStart(7)} ms ${((100 * time) / busy).toFixed(1).padStart(5)}%  ${name}`,
    )
    .join('\n');
console.log(
  `profile ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (${((100 * busy) / total).toFixed(0)}%)`,
);
console.log('\nself time');
console.log(table(self, Number(options.self)));
console.log('\ninclusive time');
console.log(table(inclusive, Number(options.inclusive), options.grep ? new RegExp(options.grep) : undefined));
