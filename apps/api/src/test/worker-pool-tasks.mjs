// Jobs for lib/worker-pool.test.ts: one that answers, one that never ends, one that eats memory.
export function echo(input) {
  return { echoed: input };
}

export function spinForever() {
  for (;;) {
    // A loop with no end, as a layout that never finishes.
  }
}

export function eatMemory() {
  const kept = [];
  for (;;) kept.push(new Array(1_000_000).fill(kept.length));
}
