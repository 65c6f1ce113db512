import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../db/audit-actor.ts';

/** D47: the caller a request's writes are recorded as, once its guard has signed them in. */
export function requestActor(request: FastifyRequest): AuditActor | null {
  const user = request.user;
  if (!user) return null;
  return { actorId: user.id, impersonatorId: user.claims.impersonator ?? null };
}
