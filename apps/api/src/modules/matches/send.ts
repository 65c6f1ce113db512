import { ageOn, cvLinkPath, fullName, MATCH_MESSAGES, type Match, MESSAGES } from '@transferdesk/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMatches, contacts, tenants, users } from '../../db/schema/index.ts';
import { DomainError, isDiskFull } from '../../lib/errors.ts';
import type { MailAddress, Mailer } from '../../lib/mail.ts';
import { matchCandidatesMail, oneLine } from '../../lib/mail-templates/match-candidates.ts';
import { recordSends } from '../pitches/records.ts';
import { answerVersion, type MatchVersionRow } from './versions.ts';

export interface SendDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** COMPANY_NAME: the agency that signs the mail under the agent's name (D43). */
  companyName: string;
}

/** The agent who sends, as the users table has them now (the token may be 15 minutes old). */
async function senderOf(db: Db, userId: string): Promise<MailAddress> {
  const [user] = await db
    .select({ name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return { name: '', address: '' };
  return { name: oneLine(`${user.name} ${user.surname}`).trim() || user.email, address: user.email };
}

/**
 * D19: marks the chosen candidates as sent; by e-mail, one message to the requirement's club
 * contact with each player's CV link made for that contact. Rows already sent send nothing new.
 * D43: the mail comes from MAIL_FROM with Reply-To the sending agent, is signed with the agent's
 * name and COMPANY_NAME, and goes in copy (Cc) to the agent when `copyToSender` asks for it.
 */
export async function sendVersion(
  { db, mailer, publicUrl, companyName }: SendDeps,
  version: MatchVersionRow,
  input: { contactIds: string[]; isForEmail: boolean; copyToSender?: boolean | undefined },
  /** The user who sends (the agent; when impersonated, the user acted as). */
  senderId: string,
): Promise<Match> {
  if (input.contactIds.length === 0) {
    throw new DomainError('invalid', MATCH_MESSAGES.noContactsTitle, [MATCH_MESSAGES.noContacts]);
  }
  const rows = await db
    .select({ contactId: contactMatches.contactId, hasBeenSent: contactMatches.hasBeenSent })
    .from(contactMatches)
    .where(and(eq(contactMatches.matchId, version.id), inArray(contactMatches.contactId, input.contactIds)));
  if (rows.length !== new Set(input.contactIds).size) {
    throw new DomainError('invalid', 'Validation failed', [`contactIds: ${MATCH_MESSAGES.notCandidates}`]);
  }
  const fresh = rows.filter((row) => !row.hasBeenSent).map((row) => row.contactId);
  if (fresh.length === 0) return answerVersion(db, version);
  const match = await answerVersion(db, version);
  if (input.isForEmail) {
    const requirement = match.requirement;
    // D43: a deleted contact receives nothing; like one without an address, the agent can Copy Link.
    const [contact] = await db
      .select({ email: contacts.email, firstName: contacts.firstName, lastName: contacts.lastName })
      .from(contacts)
      .where(and(eq(contacts.id, requirement.contactId), isNull(contacts.deletedAt)));
    if (!contact?.email) {
      throw new DomainError('invalid', 'Validation failed', [
        `contactId: ${MATCH_MESSAGES.contactWithoutEmail}`,
      ]);
    }
    const chosen = match.contactMatches.filter((row) => fresh.includes(row.contactId));
    const [tenant] = await db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, version.tenantId));
    const sender = await senderOf(db, senderId);
    const mail = matchCandidatesMail({
      sport: tenant?.name ?? '',
      contactName: fullName(contact),
      clubName: requirement.club.name,
      positions: requirement.positionRequirements.map((item) => item.name),
      windowYears: requirement.transfer.years,
      windowName: requirement.transfer.name,
      senderName: sender.name,
      companyName,
      players: chosen.map((row) => ({
        name: fullName(row.contact),
        positions: row.contact.positions.map((position) => position.name),
        age: ageOn(row.contact.dateOfBirth),
        link: `${publicUrl}/${cvLinkPath(tenant?.name ?? '', fullName(row.contact), requirement.contactId, row.contactId)}`,
      })),
    });
    // The mail goes first: if it fails, nothing is marked as sent and the agent can try again.
    const agent = sender.address ? sender : undefined;
    const copy = input.copyToSender && agent ? { cc: agent } : {};
    await mailer.send({ to: contact.email, ...mail, replyTo: agent, ...copy }).catch((error: unknown) => {
      // A full disk under the .eml fallback keeps its own answer (507).
      if (isDiskFull(error)) throw error;
      throw new DomainError('badGateway', MESSAGES.mailNotSent, undefined, undefined, { cause: error });
    });
  }
  // D44: each player sent becomes a pitch to the requirement's contact, with the rows marked sent.
  await db.transaction(async (tx) => {
    await tx
      .update(contactMatches)
      .set({ hasBeenSent: true, sentToAcMatch: true, isForEmail: input.isForEmail, sentAt: new Date() })
      .where(and(eq(contactMatches.matchId, version.id), inArray(contactMatches.contactId, fresh)));
    await recordSends(tx, {
      tenantId: version.tenantId,
      playerIds: fresh,
      contactId: match.requirement.contactId,
      requirementId: version.requirementId,
      matchId: version.id,
      agentId: senderId,
      kind: 'sent',
    });
  });
  return answerVersion(db, version);
}
