import { type PdfTemplate, sortKey } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { defaultLookupRows } from '../../db/seed/reference.ts';
import { DEMO_SPORTS } from '../../test/catalogue-helpers.ts';
import { useTestContext } from '../../test/context.ts';
import { samplePlayer, sampleSportOf } from './sample-player.ts';

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("the template preview's sample player (issue 26, item 16)", () => {
  it('is a player of the sport: its positions are among the sport’s default positions', () => {
    for (const sport of DEMO_SPORTS) {
      const own = new Set(
        defaultLookupRows('t', sport).positions.map((row) => `${row.name}/${row.category}`),
      );
      const sample = samplePlayer({ id: '00000000-0000-4000-8000-0000000000aa', name: sport });
      expect(sample.tenantName).toBe(sport);
      expect(sample.positions.length).toBeGreaterThan(0);
      for (const position of sample.positions) {
        expect(own, `${sport}: ${position.name}`).toContain(`${position.name}/${position.category}`);
      }
    }
    // Handball's sample plays in attack and in defence, so both rows of its page are shown.
    const handball = samplePlayer({ id: '00000000-0000-4000-8000-0000000000aa', name: 'Handball - Women' });
    expect(new Set(handball.positions.map((position) => position.category))).toEqual(
      new Set(['offensive', 'defensive']),
    );
  });

  it('is picked from the sport’s name, and football’s for a sport of none of the four', () => {
    expect(sampleSportOf('Football')).toBe('football');
    expect(sampleSportOf('Handball - Men')).toBe('handball-men');
    expect(sampleSportOf('Handball - Women')).toBe('handball-women');
    expect(sampleSportOf('Håndbold Kvinder')).toBe('handball-women');
    expect(sampleSportOf('Handball U19')).toBe('handball-men');
    expect(sampleSportOf('Icehockey')).toBe('icehockey');
    expect(sampleSportOf('Ice Hockey')).toBe('icehockey');
    expect(sampleSportOf('Basketball')).toBe('football');
    const names = new Set(
      DEMO_SPORTS.map((name) => {
        const sample = samplePlayer({ id: '00000000-0000-4000-8000-0000000000aa', name });
        return `${sample.firstName} ${sample.lastName}`;
      }),
    );
    expect(names.size).toBe(4);
  });

  describe('in the preview PDF', () => {
    const context = useTestContext();
    const { get, send, tokens } = context;

    /** The built-in preview of a new template (no file) of the sport named `name`. */
    const preview = async (name: string) => {
      const [tenant] = await context.t.database.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.nameSort, sortKey(name)));
      if (!tenant) throw new Error(`No sport ${name}`);
      const created = await send('POST', '/PlayerCV', tokens.admin, {
        tenantId: tenant.id,
        name: `${name} CV`,
      });
      expect(created.statusCode).toBe(201);
      const response = await get(`/PlayerCV/${created.json<PdfTemplate>().id}`, tokens.admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cv-source']).toBe('built-in');
      return pdfText(response.rawPayload);
    };

    it('shows a footballer for Football and handball players for the handball sports', async () => {
      const football = await preview('Football');
      expect(football).toContain('Jonas Lindqvist');
      expect(football).toContain('Central midfielder, Attacking midfielder');
      expect(football).toContain('Silkeborg IF (sample)');
      expect(football).not.toMatch(/Mikkel|Pirates|face-offs/);

      const men = await preview('Handball - Men');
      expect(men).toContain('Magnus Holm');
      expect(men).toContain('Right back, Defense back');
      expect(men).not.toMatch(/Mikkel|Pirates|face-offs/);

      const women = await preview('Handball - Women');
      expect(women).toContain('Sofie Kjær');
      expect(women).toContain('Left back, Defense central');
      expect(women).toContain('Odense Håndbold (sample)');
      expect(women).not.toMatch(/Mikkel|Pirates|face-offs/);
    });
  });
});
