import { fullName } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { pitchAnswerMail } from '../../lib/mail-templates/pitch-answer.ts';
import { notify } from '../notifications/records.ts';
import { pitchById } from './queries.ts';

export interface AnswerNoticeDeps {
  mailer: Mailer;
  publicUrl: string;
  companyName: string;
  log?: { warn(details: object, message: string): void } | undefined;
}

/**
 * Issue 29: a club answered; the pitch's agent hears of it in the app (a notification written in
 * the answer's transaction, so an answer rolled back leaves none) and by e-mail (D43: from
 * MAIL_FROM, in his language), which is sent by the returned function once the answer is saved; a
 * failed mail loses no answer. Nobody is told when the agent is gone or deactivated.
 */
export async function noticeOfAnswer(
  deps: AnswerNoticeDeps,
  tx: Db | Tx,
  pitchId: string,
  changed: boolean,
): Promise<() => Promise<void>> {
  const nothing = async () => {};
  const pitch = await pitchById(tx, pitchId);
  if (!pitch?.agent || !pitch.answer) return nothing;
  const [agent] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale, active: users.isActive })
    .from(users)
    .where(eq(users.id, pitch.agent.id));
  if (!agent?.active) return nothing;
  const link = `pitches/${pitch.tenantId}?view=list&pitch=${pitch.id}`;
  const about = {
    contactName: fullName(pitch.contact),
    clubName: pitch.club?.name ?? '',
    playerName: fullName(pitch.player),
    answer: pitch.answer,
    message: pitch.answerMessage,
    changed,
  };
  await notify(tx, [
    {
      userId: pitch.agent.id,
      tenantId: pitch.tenantId,
      event: { kind: 'pitchAnswered', pitchId, ...about },
      link,
    },
  ]);
  if (!agent.email) return nothing;
  const mail = pitchAnswerMail({
    locale: agent.locale,
    agentName: agent.name,
    ...about,
    link: `${deps.publicUrl}/${link}`,
    companyName: deps.companyName,
  });
  return () =>
    deps.mailer.send({ to: agent.email, ...mail }).catch((error: unknown) => {
      deps.log?.warn({ err: error, pitchId }, 'the agent could not be told of a club answer by e-mail');
    });
}
