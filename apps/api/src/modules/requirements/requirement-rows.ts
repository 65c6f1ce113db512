// What a requirement is written as: its own columns and its position, level and status lists.
import type { RequirementFormValues } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  requirementContractStatuses,
  requirementPlayerLevels,
  requirementPositions,
} from '../../db/schema/index.ts';
import { sanitizePostHtml } from '../../lib/html.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The requirement's own columns from the checked form. */
export function requirementColumnsOf(value: RequirementFormValues, noNeedId: string | undefined) {
  const {
    positionRequirementIds,
    playerLevelRequirementIds: _levels,
    contractStatusRequirementIds: _statuses,
    description,
    ...rest
  } = value;
  return {
    ...rest,
    description: sanitizePostHtml(description, 'description'),
    isNoNeed: noNeedId !== undefined && positionRequirementIds.includes(noNeedId),
  };
}

/** Replaces the requirement's position, level and status lists with the form's. */
export async function writeRequirementLists(tx: Tx, requirementId: string, value: RequirementFormValues) {
  await tx.delete(requirementPositions).where(eq(requirementPositions.requirementId, requirementId));
  await tx.delete(requirementPlayerLevels).where(eq(requirementPlayerLevels.requirementId, requirementId));
  await tx
    .delete(requirementContractStatuses)
    .where(eq(requirementContractStatuses.requirementId, requirementId));
  await tx
    .insert(requirementPositions)
    .values(value.positionRequirementIds.map((positionId) => ({ requirementId, positionId })));
  if (value.playerLevelRequirementIds.length > 0) {
    await tx
      .insert(requirementPlayerLevels)
      .values(value.playerLevelRequirementIds.map((playerLevelId) => ({ requirementId, playerLevelId })));
  }
  if (value.contractStatusRequirementIds.length > 0) {
    await tx
      .insert(requirementContractStatuses)
      .values(
        value.contractStatusRequirementIds.map((contractStatusId) => ({ requirementId, contractStatusId })),
      );
  }
}
