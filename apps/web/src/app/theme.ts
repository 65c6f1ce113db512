import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  getPrimaryShade,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';
import { i18n } from '../lib/i18n.ts';

/** A calm deep indigo: serious enough for contracts and money, not the default bright blue. */
const brand: MantineColorsTuple = [
  '#eef0fa',
  '#dadef2',
  '#b1b9e6',
  '#8793da',
  '#6473d0',
  '#4e5fca',
  '#4255c8',
  '#3446b1',
  '#2d3e9f',
  '#22348d',
];

const systemFonts =
  'Inter, "Segoe UI Variable Text", "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif';

/** WCAG 2 AA for normal-size text. */
const AA_CONTRAST = 4.5;

/**
 * Secondary text: `c="dimmed"`, input descriptions, counts, the sidebar's group label. Mantine's
 * gray.6 (#868e96) reaches only 3.3:1 on white and 3.15:1 on the page background (gray.0); this
 * slightly darker grey of the same cool tint reaches 5.8:1 and 5.5:1 (4.9:1 even on gray.2).
 */
export const DIMMED_TEXT = '#5f666d';

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/**
 * Mantine's palette is bright: white on red.7 or teal.7 (filled buttons), teal.9 on teal.1 (light
 * badges) and red.6 (error text) all stay under 4.5:1. Here every colour's filled, outline and
 * light variants get the first shade that meets AA (or a darkened one), so that a `color` prop
 * cannot make text unreadable.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED_TEXT,
    // Mantine's gray.5 placeholder has 2.1:1 on white; the file input shows it as real text.
    '--mantine-color-placeholder': DIMMED_TEXT,
    // red.9: 5.5:1 on white, where Mantine's red.6 has 3.3:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  const primaryShade = getPrimaryShade(theme, 'light');
  for (const [name, shades] of Object.entries(theme.colors)) {
    // Virtual colors have no shades of their own; they point at real ones.
    if (!Array.isArray(shades)) continue;
    const filled = shades.findIndex(
      (shade, index) => index >= primaryShade && contrastRatio(theme.white, shade) >= AA_CONTRAST,
    );
    if (filled > primaryShade) {
      // Outline buttons and badges write their text in that shade too.
      light[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-${filled})`;
      light[`--mantine-color-${name}-outline`] = `var(--mantine-color-${name}-${filled})`;
      light[`--mantine-color-${name}-filled-hover`] =
        filled < 9 ? `var(--mantine-color-${name}-${filled + 1})` : darken(shades[9] ?? '', 0.1);
    }
    const [lightBackground, lightText] = [shades[1], shades[9]];
    if (lightBackground && lightText && contrastRatio(lightText, lightBackground) < AA_CONTRAST) {
      let text = lightText;
      for (let step = 1; step <= 5 && contrastRatio(text, lightBackground) < AA_CONTRAST; step++) {
        text = darken(lightText, step * 0.08);
      }
      light[`--mantine-color-${name}-light-color`] = text;
    }
  }
  return {
    variables: {},
    light,
    // dark.1 instead of dark.2: 7.8:1 on the dark body instead of 4.0:1.
    dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
  };
};

/** Icon-only close buttons that Mantine renders without a name (axe: button-name). */
const closeButtonLabel = () => ({ closeButtonProps: { 'aria-label': i18n.t('common.close') } });

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Plain objects rather than Component.extend(): importing the components here would put them
  // all in the first download.
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg', shadow: 'xs' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Title: { defaultProps: { textWrap: 'balance' } },
    // Functions: read at each render, so the name follows the language.
    Modal: { defaultProps: closeButtonLabel },
    Notification: { defaultProps: closeButtonLabel },
  },
});
