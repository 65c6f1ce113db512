import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  },
});
