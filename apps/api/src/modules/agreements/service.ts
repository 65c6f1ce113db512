import {
  AGREEMENT_MESSAGES,
  type Agreement,
  type AgreementInput,
  type AgreementListQuery,
  type AgreementRules,
  agreementInputSchema,
  agreementRulesSchema,
  calendarDayIn,
  checkAgreement,
  lastPageOf,
  type Paginated,
  type RepContract,
} from '@transferdesk/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { agreementRules, agreements } from '../../db/schema/index.ts';
import { DomainError, VALIDATION_FAILED } from '../../lib/errors.ts';
import { type Caller, listTenantIds, READERS, WRITERS } from '../../lib/tenant-access.ts';
import { filesOfPlayer, lockPlayer, type PlayerRef, playerInScope } from '../player-documents/files.ts';
import { isAgencyMember } from '../public-players/agency-member.ts';
import {
  type AgreementFilter,
  agreementCount,
  agreementOfPlayer,
  agreementPage,
  agreementsOfPlayer,
  agreementWhere,
  repContractsOf,
  rulesOf,
} from './queries.ts';

export type AgreementService = ReturnType<typeof createAgreementService>;

export interface AgreementDeps {
  db: Db;
  /** The instant whose server day statuses and days left count from; tests move it. */
  now?: () => Date;
}

/** How many rows the export reads at a time. */
const EXPORT_BATCH = 500;

/**
 * D45: a player's representation agreements under his sport's rule pack, the sport's list of them
 * (and its CSV), the rule pack itself, and the RepContract rows of the player form (D25). The
 * sport's TenantAdmins and Users keep agreements; deleting one, the export and the rule pack are
 * the TenantAdmins'.
 */
export function createAgreementService({ db, now = () => new Date() }: AgreementDeps) {
  const today = () => calendarDayIn(now());
  const notFound = () => new DomainError('notFound', AGREEMENT_MESSAGES.notFound);
  const invalid = (problems: string[]) => new DomainError('invalid', VALIDATION_FAILED, problems);

  async function rulesFor(reader: Db | Tx, tenantId: string): Promise<AgreementRules> {
    const rules = (await rulesOf(reader, [tenantId])).get(tenantId);
    if (!rules) throw new DomainError('notFound', AGREEMENT_MESSAGES.notFound);
    return rules;
  }

  /** The agent and files the agreement names: 400 naming each that is not the sport's or the player's. */
  async function referenceProblems(
    tx: Tx,
    player: PlayerRef,
    agreement: AgreementInput,
    stored: { agentUserId: string | null } | undefined,
  ): Promise<string[]> {
    const problems: string[] = [];
    const { agentUserId } = agreement;
    // Keeping the agent the agreement has is allowed, even one who has left the sport since.
    if (
      agentUserId &&
      agentUserId !== stored?.agentUserId &&
      !(await isAgencyMember(tx, agentUserId, player.tenantId))
    ) {
      problems.push(`agentUserId: ${AGREEMENT_MESSAGES.agentNotInSport}`);
    }
    const fileFields = (['signedFileId', 'guardianConsentFileId'] as const).filter(
      (field) => agreement[field],
    );
    const found = await filesOfPlayer(
      tx,
      player.id,
      fileFields.map((field) => agreement[field] as string),
    );
    for (const field of fileFields) {
      if (!found.has(agreement[field] as string))
        problems.push(`${field}: ${AGREEMENT_MESSAGES.fileNotFound}`);
    }
    return problems;
  }

  const values = (agreement: AgreementInput) => ({
    startDate: agreement.startDate,
    endDate: agreement.endDate,
    exclusive: agreement.exclusive,
    autoRenewal: agreement.autoRenewal,
    feeTerms: agreement.feeTerms,
    feePercent: agreement.feePercent,
    dualRepresentation: agreement.dualRepresentation,
    agentUserId: agreement.agentUserId,
    signedFileId: agreement.signedFileId,
    federationUploadedOn: agreement.federationUploadedOn,
    guardianConsentFileId: agreement.guardianConsentFileId,
    legalAdviceNoticeGiven: agreement.legalAdviceNoticeGiven,
    playerConfirmed: agreement.playerConfirmed,
  });

  /**
   * Creates (`id` undefined) or replaces an agreement of the player under the sport's rule pack.
   * The player's row is locked first, so that two saves for one player are checked for overlap
   * one after the other and cannot both pass.
   */
  async function save(caller: Caller, playerId: string, id: string | undefined, input: AgreementInput) {
    const agreement = agreementInputSchema.parse(input);
    const player = await playerInScope(db, caller, playerId, READERS);
    const savedId = await db.transaction(async (tx) => {
      await lockPlayer(tx, player.id);
      const [stored] = id
        ? await tx
            .select({ agentUserId: agreements.agentUserId })
            .from(agreements)
            .where(and(eq(agreements.id, id), eq(agreements.contactId, player.id)))
        : [];
      if (id && !stored) throw notFound();
      const problems = await referenceProblems(tx, player, agreement, stored);
      const others = await tx
        .select({ startDate: agreements.startDate, endDate: agreements.endDate })
        .from(agreements)
        .where(and(eq(agreements.contactId, player.id), id ? ne(agreements.id, id) : undefined));
      const outcome = checkAgreement(agreement, {
        dateOfBirth: player.dateOfBirth,
        others,
        rules: await rulesFor(tx, player.tenantId),
      });
      problems.push(...outcome.errors.map((error) => `${error.field}: ${error.message}`));
      if (problems.length > 0) throw invalid(problems);
      if (id) {
        await tx
          .update(agreements)
          .set({ ...values(agreement), updatedAt: new Date() })
          .where(eq(agreements.id, id));
        return id;
      }
      const [row] = await tx
        .insert(agreements)
        .values({ tenantId: player.tenantId, contactId: player.id, ...values(agreement) })
        .returning({ id: agreements.id });
      if (!row) throw new Error('The agreement row was not written');
      return row.id;
    });
    const saved = await agreementOfPlayer(db, player.id, savedId, today());
    if (!saved) throw notFound();
    return saved;
  }

  /** The filter's sport must be one the caller may read (or, for the export, write): 403 otherwise. */
  async function scoped(caller: Caller, filter: AgreementFilter, roles = READERS) {
    await listTenantIds(db, caller, filter.tenantId, roles);
    return agreementWhere(filter, today());
  }

  return {
    /** The player's agreements, newest start first, each with its warnings. */
    async ofPlayer(caller: Caller, playerId: string): Promise<Agreement[]> {
      const player = await playerInScope(db, caller, playerId, READERS, 'read');
      return agreementsOfPlayer(db, player.id, today());
    },

    create(caller: Caller, playerId: string, input: AgreementInput): Promise<Agreement> {
      return save(caller, playerId, undefined, input);
    },

    update(caller: Caller, playerId: string, id: string, input: AgreementInput): Promise<Agreement> {
      return save(caller, playerId, id, input);
    },

    /** TenantAdmins only; the files stay for the `file-cleanup` job. */
    async remove(caller: Caller, playerId: string, id: string): Promise<void> {
      const player = await playerInScope(db, caller, playerId, WRITERS);
      const deleted = await db
        .delete(agreements)
        .where(and(eq(agreements.id, id), eq(agreements.contactId, player.id)))
        .returning({ id: agreements.id });
      if (deleted.length === 0) throw notFound();
    },

    /** `query` as the route validated it (its flags are booleans by then, which the schema would refuse). */
    async list(caller: Caller, query: AgreementListQuery): Promise<Paginated<Agreement>> {
      const where = await scoped(caller, query);
      const [total, data] = await Promise.all([
        agreementCount(db, where),
        agreementPage(
          db,
          where,
          query,
          { limit: query.take, offset: (query.page - 1) * query.take },
          today(),
        ),
      ]);
      return {
        data,
        currentPage: query.page,
        lastPage: lastPageOf(total, query.take),
        perPage: query.take,
        total,
      };
    },

    /**
     * Every agreement the filter names, in the list's order, read in batches (the CSV export). The
     * sport is checked before the first row, so a refusal is an answer and not a broken download.
     */
    async exportRows(caller: Caller, filter: AgreementFilter): Promise<AsyncGenerator<Agreement>> {
      const where = await scoped(caller, filter, WRITERS);
      const day = today();
      async function* rows() {
        for (let offset = 0; ; offset += EXPORT_BATCH) {
          const page = await agreementPage(db, where, filter, { limit: EXPORT_BATCH, offset }, day);
          yield* page;
          if (page.length < EXPORT_BATCH) return;
        }
      }
      return rows();
    },

    async rules(caller: Caller, tenantId: string): Promise<AgreementRules> {
      await listTenantIds(db, caller, tenantId, READERS);
      return rulesFor(db, tenantId);
    },

    async setRules(caller: Caller, tenantId: string, input: AgreementRules): Promise<AgreementRules> {
      const rules = agreementRulesSchema.parse(input);
      await listTenantIds(db, caller, tenantId, WRITERS);
      await db
        .insert(agreementRules)
        .values({ tenantId, ...rules })
        .onConflictDoUpdate({ target: agreementRules.tenantId, set: { ...rules, updatedAt: new Date() } });
      return rulesFor(db, tenantId);
    },

    /** D25: the sport's RepContract rows, beside the agreements. */
    async repContracts(caller: Caller, tenantId: string): Promise<RepContract[]> {
      await listTenantIds(db, caller, tenantId, READERS);
      return repContractsOf(db, tenantId);
    },
  };
}
