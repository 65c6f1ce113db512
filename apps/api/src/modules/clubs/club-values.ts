// The columns a club's fields are written to, shared by a create and a CSV import row.
import { type ClubCreate, sortKey } from '@transferdesk/shared';
import { clubSearchKey } from '../../lib/search-keys.ts';

/** The fields of a create or full import row, as columns. */
export function clubValues(input: Omit<ClubCreate, 'tenantId' | 'teamId'>) {
  return {
    name: input.name,
    nameSort: sortKey(input.name),
    searchKey: clubSearchKey(input),
    description: input.description,
    activeCampaignId: input.activeCampaignId,
    owner: input.owner,
    city: input.city,
    state: input.state,
    address1: input.address1,
    address2: input.address2,
    annualRevenue: input.annualRevenue,
    industry: input.industry,
    email: input.email,
    fax: input.fax,
    twitter: input.twitter,
    instagram: input.instagram,
    url: input.url,
  };
}
