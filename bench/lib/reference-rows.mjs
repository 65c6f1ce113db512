// bench/reference-server.mjs's rows as the API shapes them (apps/api/src: contacts/service.ts
// toContact, players/queries.ts toListItem, clubs/queries.ts toDtos, requirements/queries.ts
// toRequirement), from node-postgres rows in array mode in the order of the recorded SQL's columns.
const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'accountName',
  'jobTitle',
  'role',
  'whatsapp',
  'twitter',
  'instagram',
  'facebook',
  'tikTok',
  'agent1',
  'agent2',
  'playerCvLink',
  'description',
  'mandate',
  'pinsPriority',
  'includeInApp',
  'contractType',
  'transferMarket',
  'dateOfBirth',
  'nationality',
  'maritalStatus',
  'numberOfKids',
  'rightyLefty',
  'height',
  'weight',
  'eliteProspects',
];
const PLAYER_FIELDS = [
  ...CONTACT_FIELDS,
  'minSalaryNetto',
  'minSalaryBrutto',
  'estTransfer',
  'formerClub',
  'statistics',
  'internationalLevel',
  'playerReferences',
];
const iso = (value) => (value === null ? null : new Date(value).toISOString());
const named = (id, name) => (id === null || name === null ? null : { id, name });

/** The fields from position `from` on, by name, without playerCvLink (the DTO calls it playerCVLink). */
function fields(row, names, from) {
  const out = {};
  names.forEach((name, index) => {
    if (name !== 'playerCvLink') out[name] = row[from + index];
  });
  return { out, playerCVLink: row[from + names.indexOf('playerCvLink')] };
}

export function toContact(row) {
  const { out, playerCVLink } = fields(row, CONTACT_FIELDS, 6);
  const at = 6 + CONTACT_FIELDS.length;
  return {
    id: row[0],
    tenantId: row[1],
    clubId: row[3],
    ...out,
    tenant: { name: row[2] },
    club: row[4] === null ? null : { name: row[4], deleted: row[5] },
    pictureUrl: row[at],
    playerCVLink,
    deletedAt: iso(row[at + 1]),
    createdAt: iso(row[at + 2]),
    updatedAt: iso(row[at + 3]),
  };
}

export function toPlayer(row) {
  const { out, playerCVLink } = fields(row, PLAYER_FIELDS, 6);
  let at = 6 + PLAYER_FIELDS.length;
  const next = () => row[at++];
  const [valutaId, valutaName, levelId, levelName, statusId, statusName, positions, contractEnd] = [
    next(),
    next(),
    next(),
    next(),
    next(),
    next(),
    next(),
    next(),
  ];
  return {
    id: row[0],
    tenantId: row[1],
    clubId: row[3],
    ...out,
    minSalaryNetto: Number(out.minSalaryNetto),
    minSalaryBrutto: Number(out.minSalaryBrutto),
    estTransfer: Number(out.estTransfer),
    valutaId,
    playerLevelId: levelId,
    contractStatusId: statusId,
    playerContractEndDate: contractEnd,
    tenant: { name: row[2] },
    club: row[4] === null ? null : { name: row[4], deleted: row[5] },
    valuta: named(valutaId, valutaName),
    playerLevel: named(levelId, levelName),
    contractStatus: named(statusId, statusName),
    positionContacts: positions,
    pictureUrl: next(),
    playerCVLink,
    deletedAt: iso(next()),
    createdAt: iso(next()),
    updatedAt: iso(next()),
  };
}

const CLUB_FIELDS = [
  'id',
  'tenantId',
  'tenantName',
  'name',
  'teamId',
  'logoPath',
  'description',
  'activeCampaignId',
  'owner',
  'city',
  'state',
  'address1',
  'address2',
  'annualRevenue',
  'industry',
  'email',
  'fax',
  'twitter',
  'instagram',
  'url',
  'contactsCount',
  'deletedAt',
  'createdAt',
  'updatedAt',
];
export async function toClubs(rows, teamsOf) {
  const teamIds = [...new Set(rows.map((row) => row[4]).filter((id) => id !== null))];
  const teams = teamIds.length === 0 ? [] : await teamsOf(teamIds);
  const byId = new Map(teams.map(([id, name, league, country]) => [id, { name, league, country }]));
  return rows.map((row) => {
    const club = Object.fromEntries(CLUB_FIELDS.map((name, index) => [name, row[index]]));
    const { logoPath, deletedAt, createdAt, updatedAt, ...rest } = club;
    const team = rest.teamId ? byId.get(rest.teamId) : undefined;
    return {
      ...rest,
      contactsCount: Number(rest.contactsCount),
      team: team ? { name: team.name, league: { name: team.league, countryName: team.country } } : null,
      clubLogoUrl: logoPath,
      contacts: [],
      deletedAt: iso(deletedAt),
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    };
  });
}

const REQUIREMENT_FIELDS = [
  'id',
  'tenantId',
  'clubId',
  'clubName',
  'clubDeleted',
  'transferId',
  'transfer',
  'contactId',
  'contact',
  'positionRequirements',
  'playerLevelRequirements',
  'contractStatusRequirements',
  'maxNetto',
  'maxBrutto',
  'maxTransferSum',
  'valutaId',
  'valutaName',
  'description',
  'isAdvancedSearch',
  'minAge',
  'maxAge',
  'maritalStatus',
  'countryId',
  'countryName',
  'rightyLefty',
  'pinsPriority',
  'contractType',
  'minHeight',
  'maxHeight',
  'minWeight',
  'maxWeight',
  'isNoNeed',
  'matchCount',
  'createdAt',
  'updatedAt',
];
export function toRequirement(row) {
  const value = Object.fromEntries(REQUIREMENT_FIELDS.map((name, index) => [name, row[index]]));
  const { clubName, clubDeleted, valutaName, countryName, createdAt, updatedAt, ...rest } = value;
  return {
    ...rest,
    maxNetto: Number(rest.maxNetto),
    maxBrutto: Number(rest.maxBrutto),
    maxTransferSum: Number(rest.maxTransferSum),
    matchCount: Number(rest.matchCount),
    club: { name: clubName, deleted: clubDeleted },
    valuta: named(rest.valutaId, valutaName),
    country: named(rest.countryId, countryName),
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
  };
}
