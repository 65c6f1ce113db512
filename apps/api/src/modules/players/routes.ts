import {
  PLAYER_SORT_PROPERTIES,
  playerCreateSchema,
  playerListItemSchema,
  playerSchema,
  playerUpdateSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { READERS, WRITERS } from '../../lib/tenant-access.ts';
import { resourceRoutes } from '../../plugins/resource-routes.ts';
import { PLAYER_CSV_COLUMNS, PLAYER_SEARCH_LIMIT, playerCsvRowSchema } from './schemas.ts';
import type { PlayerService } from './service.ts';

/**
 * Players (D8, D22): the generic resource at /players. Spec 2 gives the players' routes to
 * TenantAdmin and User, so both read, create and edit; deleting and the CSV file are the
 * TenantAdmins'. Route guards check the role; the service checks membership of the sport (D10).
 */
export const playerRoutes: FastifyPluginAsyncZod<{ service: PlayerService }> = async (app, { service }) => {
  await app.register(resourceRoutes, {
    definition: {
      base: '/players',
      tag: 'players',
      noun: { one: 'player', many: 'players' },
      item: playerSchema,
      listItem: playerListItemSchema,
      sorts: PLAYER_SORT_PROPERTIES,
      defaultSort: 'firstName',
      filterDescription: 'name, e-mail, role and club',
      listFilters: z.object({
        clubId: z.uuid({ message: 'Not a valid id' }).optional().describe("Only this club's players"),
      }),
      create: playerCreateSchema,
      update: playerUpdateSchema,
      csv: { columns: PLAYER_CSV_COLUMNS, row: playerCsvRowSchema, filename: 'players.csv' },
      search: {
        summary: 'Find players of a sport',
        description:
          'By name, e-mail, role or club, ignoring case and accents; deleted players left out; ' +
          `at most ${PLAYER_SEARCH_LIMIT}, by first name.`,
      },
      access: {
        list: READERS,
        get: READERS,
        search: READERS,
        create: READERS,
        update: READERS,
        image: READERS,
        remove: WRITERS,
        export: WRITERS,
        import: WRITERS,
      },
      service,
    },
  });
};
