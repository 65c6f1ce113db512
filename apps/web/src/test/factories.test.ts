import {
  clubSchema,
  contactSchema,
  currencySchema,
  leagueSchema,
  postSchema,
  requirementSchema,
  teamSchema,
  tenantSchema,
  transferSchema,
  userSchema,
} from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import {
  club,
  contact,
  league,
  page,
  post,
  requirement,
  signedInUser,
  team,
  tenant,
  transfer,
  user,
  valuta,
} from './factories.ts';

describe('test data factories', () => {
  it.each([
    ['club', clubSchema, club],
    ['contact', contactSchema, contact],
    ['league', leagueSchema, league],
    ['team', teamSchema, team],
    ['tenant', tenantSchema, tenant],
    ['transfer', transferSchema, transfer],
    ['valuta', currencySchema, valuta],
    ['user', userSchema, user],
    ['signed-in user', userSchema, signedInUser],
    ['post', postSchema, post],
    ['requirement', requirementSchema, requirement],
  ] as const)('answer a %s the shared schema accepts, whole', (_, schema, build) => {
    const record = build();
    expect(schema.strict().parse(record)).toEqual(record);
  });

  it('put a team in the league given', () => {
    const allsvenskan = league({ name: 'Allsvenskan', countryName: 'Sweden' });
    expect(team({}, allsvenskan)).toMatchObject({
      leagueId: allsvenskan.id,
      league: { name: 'Allsvenskan', countryName: 'Sweden' },
    });
  });

  it('count the pages of a list answer', () => {
    expect(page([1, 2])).toEqual({ data: [1, 2], currentPage: 1, lastPage: 1, perPage: 10, total: 2 });
    expect(page([1], { currentPage: 2, total: 25 })).toMatchObject({ currentPage: 2, lastPage: 3 });
  });
});
