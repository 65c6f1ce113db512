import { z } from 'zod';

/**
 * What the contact and player resources (D8: one table) declare alike for plugins/resource-routes.ts:
 * the tag and noun, the default sort, the text filter, the club filter and the selectors' search.
 */
export function contactResourceParts(one: 'contact' | 'player', searchLimit: number) {
  const many = `${one}s` as const;
  return {
    tag: many,
    noun: { one, many },
    defaultSort: 'firstName',
    filterDescription: 'name, e-mail, role and club',
    listFilters: z.object({
      clubId: z.uuid({ message: 'Not a valid id' }).optional().describe(`Only this club's ${many}`),
    }),
    search: {
      summary: `Find ${many} of a sport`,
      description:
        `By name, e-mail, role or club, ignoring case and accents; deleted ${many} left out; ` +
        `at most ${searchLimit}, by first name.`,
    },
  };
}
