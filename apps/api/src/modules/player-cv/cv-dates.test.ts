import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type PublicPlayer, publicDate } from '@transferdesk/shared';
import { PDFParse } from 'pdf-parse';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { cvFields } from './cv-fields.ts';
import { fillTemplate } from './docx.ts';
import { renderCvLayout } from './layout.ts';

const SAMPLE_TEMPLATE = readFileSync(
  path.join(import.meta.dirname, '..', '..', '..', 'assets', 'cv-template.docx'),
);
const COMPANY = { name: 'Agency ApS', address: 'Aarhus', website: 'agency.example' };

/** Born 17 April 2002, contract to 30 June 2027: days that read differently each way round. */
const player = (overrides: Partial<PublicPlayer> = {}): PublicPlayer => ({
  id: crypto.randomUUID(),
  tenantId: crypto.randomUUID(),
  tenantName: 'Football',
  firstName: 'Aksel',
  lastName: 'Aasen',
  positions: [],
  pictureUrl: null,
  rightyLefty: null,
  dateOfBirth: '2002-04-17',
  nationality: '',
  height: 0,
  weight: 0,
  maritalStatus: null,
  clubName: 'Aarhus GF',
  formerClub: '',
  playerContract: 'Under contract',
  playerContractEndDate: '2027-06-30',
  transferMarket: '',
  internationalLevel: '',
  statistics: '',
  description: '',
  playerReferences: '',
  agent1: null,
  videoInfos: [],
  ...overrides,
});
const TODAY = new Date('2026-01-15T12:00:00Z');

/** Spec 2, section 9: the CV writes its dates as the public page does, month.day.year (issue 26, item 15). */
describe('dates in the CV', () => {
  it('are month.day.year in the template fields, as on the public page, and a dash when missing', () => {
    const fields = cvFields(player(), COMPANY, TODAY);
    expect(fields.dateOfBirth).toBe('04.17.2002');
    expect(fields.playerContractEndDate).toBe('06.30.2027');
    expect(fields.dateOfBirth).toBe(publicDate('2002-04-17'));
    expect(fields.playerContractEndDate).toBe(publicDate('2027-06-30'));
    const none = cvFields(player({ dateOfBirth: null, playerContractEndDate: null }), COMPANY, TODAY);
    expect([none.dateOfBirth, none.age, none.playerContractEndDate]).toEqual(['-', '-', '-']);
  });

  it('are month.day.year in a filled Word template', () => {
    const zip = new PizZip(SAMPLE_TEMPLATE);
    zip.file(
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>{dateOfBirth} / {playerContractEndDate}</w:t></w:r></w:p></w:body></w:document>',
    );
    const filled = fillTemplate(zip.generate({ type: 'nodebuffer' }), cvFields(player(), COMPANY, TODAY));
    expect(new PizZip(filled).file('word/document.xml')?.asText()).toContain('04.17.2002 / 06.30.2027');
  });

  it('are month.day.year in the built-in PDF', async () => {
    const pdf = await renderCvLayout({
      fields: cvFields(player(), COMPANY, TODAY),
      photo: undefined,
      logo: undefined,
    });
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      const text = (await parser.getText()).text;
      expect(text).toContain('04.17.2002 (23)');
      expect(text).toContain('06.30.2027');
      expect(text).not.toMatch(/30\/06\/2027|17\/04\/2002|30\.06\.2027|17\.04\.2002/);
    } finally {
      await parser.destroy();
    }
  });
});
