import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme.ts';

const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(fullTheme).light;

/** `var(--mantine-color-red-9)` → red.9's hex; a literal colour as it is. */
function colorOf(value: string | undefined): string {
  const match = value?.match(/^var\(--mantine-color-(\w+)-(\d)\)$/);
  if (!match) return value ?? '';
  return fullTheme.colors[match[1] as string]?.[Number(match[2])] ?? '';
}

describe('theme colours (WCAG AA, 4.5:1 for text)', () => {
  it('dims secondary text only as far as stays readable on white and on the page background', () => {
    const dimmed = colorOf(light['--mantine-color-dimmed']);
    for (const background of ['#ffffff', fullTheme.colors.gray[0], fullTheme.colors.gray[1]]) {
      expect(contrastRatio(dimmed, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes placeholders (a file input shows its own as text) in a grey that reads on white', () => {
    expect(contrastRatio(colorOf(light['--mantine-color-placeholder']), '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('writes error messages in a red that reads on white', () => {
    expect(contrastRatio(colorOf(light['--mantine-color-error']), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every colour used with white text a filled shade that meets AA', () => {
    for (const color of ['brand', 'red', 'teal', 'blue', 'gray']) {
      const filled = light[`--mantine-color-${color}-filled`] ?? `var(--mantine-color-${color}-7)`;
      expect(contrastRatio('#ffffff', colorOf(filled)), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the text of light variants (badges, alerts) readable on their tint', () => {
    for (const [color, shades] of Object.entries(fullTheme.colors)) {
      const text = light[`--mantine-color-${color}-light-color`] ?? shades[9];
      expect(contrastRatio(text, shades[1]), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
