import { existsSync } from 'node:fs';
import {
  Circle,
  Document,
  Font,
  Image,
  Link,
  Page,
  Path,
  Rect,
  renderToBuffer,
  StyleSheet,
  Svg,
  Text,
  View,
} from '@react-pdf/renderer';
import { PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import type { CvFields } from './cv-fields.ts';

/** A PNG or JPEG to draw, or the product's own mark (drawn as vector shapes). */
export type CvImage = { data: Buffer; format: 'png' | 'jpg' };
export type CvLogo = CvImage | 'product-mark' | undefined;

export interface CvLayoutInput {
  fields: CvFields;
  /** The player's photo; undefined draws none (a file that is not PNG or JPEG is left out). */
  photo: CvImage | undefined;
  logo: CvLogo;
}

/** One style of a StyleSheet (react-pdf's `Style`, which its entry point does not export). */
type Style = Parameters<typeof StyleSheet.create>[0][string];

/**
 * A Unicode font when the machine has one (LibreOffice's packages bring Liberation and DejaVu), so
 * that "Kováč" stays "Kováč"; otherwise the PDF's standard Helvetica, which covers Windows-1252 only.
 */
const UNICODE_FONTS = [
  [
    '/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf',
  ],
  [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  ],
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
] as const;
const unicodeFont = UNICODE_FONTS.find((files) => files.every((file) => existsSync(file)));
if (unicodeFont) {
  Font.register({
    family: 'CvSans',
    fonts: [
      { src: unicodeFont[0], fontWeight: 'normal' },
      { src: unicodeFont[1], fontWeight: 'bold' },
    ],
  });
  // Words are not hyphenated (react-pdf's default splits names and links).
  Font.registerHyphenationCallback((word) => [word]);
}
const FONT = unicodeFont ? 'CvSans' : 'Helvetica';
const BOLD = { fontFamily: FONT, fontWeight: 'bold' as const };

const ACCENT = '#283593';
const GREY = '#666666';
const DASH = PUBLIC_PAGE_MESSAGES.missing;

const styles = StyleSheet.create({
  page: { padding: 36, paddingBottom: 60, fontFamily: FONT, fontSize: 10, color: '#222222' },
  header: { flexDirection: 'row', alignItems: 'center', marginBottom: 14 },
  logo: { width: 36, height: 36, marginRight: 10, objectFit: 'contain' },
  company: { ...BOLD, fontSize: 12, color: ACCENT },
  nameBand: { borderBottomWidth: 2, borderBottomColor: ACCENT, paddingBottom: 8, marginBottom: 14 },
  name: { ...BOLD, fontSize: 24, color: ACCENT },
  positions: { fontSize: 12, color: GREY, marginTop: 4 },
  columns: { flexDirection: 'row' },
  // The left column keeps its width; the right one takes the rest, whatever its texts' length.
  left: { width: 180, marginRight: 20, flexShrink: 0 },
  right: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  photo: { width: 180, maxHeight: 240, objectFit: 'cover', marginBottom: 12 },
  heading: {
    ...BOLD,
    fontSize: 11,
    color: ACCENT,
    borderBottomWidth: 1,
    borderBottomColor: ACCENT,
    paddingBottom: 2,
    marginTop: 8,
    marginBottom: 6,
  },
  row: { flexDirection: 'row', marginBottom: 3 },
  label: { width: 78, color: GREY, ...BOLD, fontSize: 9 },
  wideLabel: { width: 110, color: GREY, ...BOLD, fontSize: 9 },
  value: { flexGrow: 1, flexShrink: 1 },
  block: { marginBottom: 6 },
  blockLabel: { color: GREY, ...BOLD, fontSize: 9, marginBottom: 2 },
  // One text per field, its lines broken by newlines: a text element per line made layout grow
  // faster than the lines (1,600 lines took 3.2 s, 3,900 as one text 1.2 s; issue 25).
  paragraph: { lineHeight: 1.5 },
  video: { marginBottom: 4 },
  videoTitle: { ...BOLD },
  link: { color: ACCENT, textDecoration: 'underline' },
  videoLink: { color: ACCENT, textDecoration: 'underline', fontSize: 9 },
  footer: {
    position: 'absolute',
    left: 36,
    right: 36,
    bottom: 24,
    borderTopWidth: 1,
    borderTopColor: '#cccccc',
    paddingTop: 6,
    fontSize: 8,
    color: GREY,
    textAlign: 'center',
  },
});

// With Helvetica (Windows-1252 only), letters beyond it lose their accents and anything else becomes
// '?' (instead of the wrong glyph).
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function pdfText(text: string): string {
  if (unicodeFont) return text;
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      char === '\n' ||
      CP1252_EXTRAS.has(char)
    ) {
      out += char;
      continue;
    }
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...plain].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) ? plain : '?';
  }
  return out;
}

const text = (style: Style | Style[], value: string, extra: object = {}) =>
  h(Text, { style, ...extra }, pdfText(value));

const fact = (label: string, value: string, labelStyle: Style = styles.label) =>
  h(View, { style: styles.row, key: label }, text(labelStyle, label), text(styles.value, value));

const heading = (title: string) => text(styles.heading, title.toUpperCase());

/** Rich text already turned into lines, under its label. */
const paragraphs = (label: string, value: string) =>
  h(
    View,
    { style: styles.block, key: label, wrap: true },
    text(styles.blockLabel, label),
    text(styles.paragraph, value),
  );

/**
 * A long address as lines of at most `width` characters, broken after '/', '?' or '&' where it
 * can: a PDF line never breaks inside a word, and an address is one word.
 */
export function lineBroken(address: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const part of address.split(/(?<=[/?&])/)) {
    if (line.length + part.length > width && line !== '') {
      lines.push(line);
      line = '';
    }
    line += part;
    while (line.length > width) {
      lines.push(line.slice(0, width));
      line = line.slice(width);
    }
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

/** Characters of an address per line in the right column's values (10 pt) and in the left's. */
const WIDE_LINK = 44;
const NARROW_LINK = 20;

const link = (value: string, { width = WIDE_LINK, style = [styles.value, styles.link] as Style[] } = {}) =>
  value === DASH || !/^https?:\/\//i.test(value)
    ? text(styles.value, value)
    : h(Link, { src: value, style }, pdfText(lineBroken(value, width)));

function productMark(): ReactElement {
  return h(
    Svg,
    { viewBox: '0 0 32 32', style: styles.logo },
    h(Rect, { width: 32, height: 32, rx: 8, fill: ACCENT }),
    h(Path, { d: 'M9 11h14M16 11v12', stroke: '#ffffff', strokeWidth: 3.2, strokeLinecap: 'round' }),
    h(Circle, { cx: 23, cy: 22, r: 3, fill: '#7986cb' }),
  );
}

function logoElement(logo: CvLogo): ReactNode {
  if (logo === 'product-mark') return productMark();
  if (logo) return h(Image, { src: logo, style: styles.logo });
  return null;
}

/** The built-in CV (D20): one A4 page for most players, more when their texts are long. */
export function cvDocument({ fields, photo, logo }: CvLayoutInput): ReactElement {
  const f = fields;
  const left = h(
    View,
    { style: styles.left },
    photo ? h(Image, { src: photo, style: styles.photo }) : null,
    heading('Personal'),
    fact('Birthday', f.age === DASH ? f.dateOfBirth : `${f.dateOfBirth} (${f.age})`),
    fact('Height', f.height),
    fact('Weight', f.weight),
    fact('Nationality', f.nationality),
    fact('Footing', f.rightyLefty),
    fact('Marital status', f.maritalStatus),
    heading('Agent'),
    fact('Name', f.agentName),
    fact('Tel.', f.agentPhone),
    fact('E-mail', f.agentEmail),
    h(
      View,
      { style: styles.row, key: 'website' },
      text(styles.label, 'Website'),
      link(f.companyWebsite, { width: NARROW_LINK }),
    ),
  );
  const right = h(
    View,
    { style: styles.right },
    heading('Club'),
    fact('Current club', f.clubName, styles.wideLabel),
    fact('Former club', f.formerClub, styles.wideLabel),
    fact('Contract status', f.playerContract, styles.wideLabel),
    fact('Contract ends', f.playerContractEndDate, styles.wideLabel),
    h(
      View,
      { style: styles.row, key: 'transfer-market' },
      text(styles.wideLabel, 'Transfer market'),
      link(f.transferMarket),
    ),
    heading(`${f.sport} information`),
    fact('International level', f.internationalLevel, styles.wideLabel),
    paragraphs('Statistics', f.statistics),
    paragraphs('Profile', f.description),
    paragraphs('References', f.playerReferences),
    heading('Video'),
    ...(f.videos.length === 0
      ? [text(styles.value, DASH, { key: 'none' })]
      : f.videos.map((video, index) =>
          h(
            View,
            { style: styles.video, key: String(index), wrap: false },
            text(styles.videoTitle, video.title),
            link(video.videoUrl, { width: 60, style: [styles.videoLink] }),
          ),
        )),
  );
  return h(
    Document,
    { title: `${f.fullName} CV`, author: f.companyName, creator: f.companyName, producer: f.companyName },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(View, { style: styles.header }, logoElement(logo), text(styles.company, f.companyName)),
      h(
        View,
        { style: styles.nameBand },
        text(styles.name, f.fullName),
        text(styles.positions, f.positions === DASH ? f.sport : `${f.positions} · ${f.sport}`),
      ),
      h(View, { style: styles.columns }, left, right),
      text(styles.footer, [f.companyName, f.companyAddress, f.companyWebsite].join('  ·  '), { fixed: true }),
    ),
  );
}

export function renderCvLayout(input: CvLayoutInput): Promise<Buffer> {
  // biome-ignore lint/suspicious/noExplicitAny: react-pdf types the root as ReactElement<DocumentProps>.
  return renderToBuffer(cvDocument(input) as any);
}
