import { addDays, addYears, calendarDayIn, type PlayerDocumentKind } from '@transferdesk/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  agreements,
  contacts,
  countries,
  playerDocuments,
  playerFiles,
  tenants,
  users,
  userTenants,
} from '../db/schema/index.ts';
import type { Storage } from '../lib/storage.ts';
import { DEMO_TEAMS, type DemoSport } from './demo-sports-data.ts';

/**
 * Issue 30: the demo's representation agreements and player documents, so that the agreements
 * list, the player page and the bell's reminders (D46) have something real on a fresh start:
 * agreements ending in 20, 45 and 80 days, exclusive ones in their last 2 months, uploads due and
 * overdue, a minor with his guardian's consent (and, where the sport only warns, one without),
 * and passports, work permits and medicals about to expire. A sport with any agreement is left alone.
 */

const SPORTS = Object.keys(DEMO_TEAMS) as DemoSport[];

interface PlannedAgreement {
  /** Days from today to the start (negative: started) and to the end. */
  startIn: number;
  endIn: number;
  exclusive?: boolean;
  uploaded?: boolean;
  minor?: 'withConsent' | 'withoutConsent';
  feeTerms: string;
}

const AGREEMENTS: PlannedAgreement[] = [
  { startIn: -700, endIn: 20, uploaded: true, feeTerms: '3 % of the gross basic salary, paid by the player' },
  {
    startIn: -680,
    endIn: 45,
    exclusive: true,
    uploaded: true,
    feeTerms: '3 % of the gross salary; exclusive',
  },
  { startIn: -600, endIn: 80, uploaded: true, feeTerms: '5 % of the transfer fee, paid by the new club' },
  {
    startIn: -400,
    endIn: 58,
    exclusive: true,
    uploaded: true,
    feeTerms: 'Fixed fee of EUR 20,000 per transfer',
  },
  { startIn: -5, endIn: 715, feeTerms: '3 % of the gross basic salary' },
  { startIn: -20, endIn: 700, exclusive: true, feeTerms: '3 % of the gross basic salary; exclusive' },
  {
    startIn: -30,
    endIn: 600,
    uploaded: true,
    minor: 'withConsent',
    feeTerms: 'No fee until his first professional contract',
  },
  {
    startIn: -10,
    endIn: 500,
    minor: 'withoutConsent',
    feeTerms: 'No fee until his first professional contract',
  },
];

const DOCUMENTS: { kind: PlayerDocumentKind; expiresIn: number | null; number: string; note: string }[] = [
  { kind: 'passport', expiresIn: 30, number: 'P4815162', note: 'Renewal appointment not booked yet' },
  { kind: 'workPermit', expiresIn: 55, number: 'WP-2024-0117', note: 'Tied to the current club' },
  { kind: 'medical', expiresIn: 10, number: '', note: 'Yearly cardiac screening' },
  { kind: 'passport', expiresIn: 1400, number: 'P2342108', note: '' },
  { kind: 'other', expiresIn: null, number: '', note: 'Copy of his coaching licence' },
];

/** A one-page PDF: what a scanned, signed document looks like to the app. */
function demoPdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export async function seedDemoAgreements(
  db: Db,
  storage: Storage,
  now: Date = new Date(),
): Promise<{ agreements: number }> {
  const today = calendarDayIn(now);
  const sports = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.name, SPORTS))
    .orderBy(tenants.name);
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'DK'));
  let count = 0;
  for (const sport of sports) {
    const [existing] = await db
      .select({ id: agreements.id })
      .from(agreements)
      .where(eq(agreements.tenantId, sport.id))
      .limit(1);
    if (existing) continue;
    const members = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(userTenants, and(eq(userTenants.userId, users.id), eq(userTenants.tenantId, sport.id)))
      .where(inArray(users.email, ['agent@demo.test', 'admin@demo.test']));
    const agentId = (members.find((row) => row.email === 'agent@demo.test') ?? members[0])?.id ?? null;
    const players = await db
      .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
      .from(contacts)
      .where(and(eq(contacts.tenantId, sport.id), eq(contacts.isPlayer, true), isNull(contacts.deletedAt)))
      .orderBy(asc(contacts.nameSort), asc(contacts.id))
      .limit(AGREEMENTS.length + DOCUMENTS.length);
    if (players.length < AGREEMENTS.length) continue;
    const football = sport.name === 'Football';

    const saveFile = async (playerId: string, name: string) => {
      const bytes = demoPdf(name);
      const path = await storage.save('private/player-files', bytes, 'pdf');
      const [row] = await db
        .insert(playerFiles)
        .values({
          tenantId: sport.id,
          contactId: playerId,
          path,
          name,
          contentType: 'application/pdf',
          size: bytes.length,
        })
        .returning({ id: playerFiles.id });
      return row?.id ?? null;
    };

    for (const [index, plan] of AGREEMENTS.entries()) {
      const player = players[index];
      if (!player) continue;
      // Football refuses a minor's agreement without consent: that case lives in the sports that warn.
      if (plan.minor === 'withoutConsent' && football) continue;
      const startDate = addDays(today, plan.startIn);
      if (plan.minor) {
        // 17 on the start date (and still today): the rule pack asks for the guardian's consent.
        await db
          .update(contacts)
          .set({ dateOfBirth: addDays(addYears(startDate, -17), -40) })
          .where(eq(contacts.id, player.id));
      }
      const name = `${player.firstName} ${player.lastName}`;
      await db.insert(agreements).values({
        tenantId: sport.id,
        contactId: player.id,
        startDate,
        endDate: addDays(today, plan.endIn),
        exclusive: plan.exclusive ?? false,
        feeTerms: plan.feeTerms,
        feePercent: plan.feeTerms.startsWith('3 %') ? 3 : plan.feeTerms.startsWith('5 %') ? 5 : null,
        agentUserId: agentId,
        signedFileId: await saveFile(player.id, `Representation agreement - ${name}.pdf`),
        federationUploadedOn: plan.uploaded ? addDays(startDate, 3) : null,
        guardianConsentFileId:
          plan.minor === 'withConsent' ? await saveFile(player.id, `Guardian consent - ${name}.pdf`) : null,
        legalAdviceNoticeGiven: true,
        playerConfirmed: plan.startIn < -7,
      });
      count += 1;
    }

    for (const [index, plan] of DOCUMENTS.entries()) {
      const player = players[index % players.length];
      if (!player) continue;
      await db.insert(playerDocuments).values({
        tenantId: sport.id,
        contactId: player.id,
        kind: plan.kind,
        number: plan.number,
        issuingCountryId: country?.id ?? null,
        expiresOn: plan.expiresIn === null ? null : addDays(today, plan.expiresIn),
        fileId:
          plan.kind === 'other' ? null : await saveFile(player.id, `${plan.kind} - ${player.lastName}.pdf`),
        note: plan.note,
      });
    }
  }
  return { agreements: count };
}
