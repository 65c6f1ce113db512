import { MESSAGES } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import da from './da.json';
import enGb from './en-gb.json';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('Danish has exactly the keys English has', () => {
    expect(keysOf(da).sort()).toEqual(keysOf(enGb).sort());
  });

  it('has no empty text', () => {
    for (const [name, tree] of [
      ['en-gb', enGb],
      ['da', da],
    ] as const) {
      const empty = keysOf(tree).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty, name).toEqual([]);
    }
  });

  it("shows the spec's messages word for word in English", () => {
    expect(enGb.messages).toEqual(MESSAGES);
  });
});
