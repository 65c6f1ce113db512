import {
  PLAYER_SORT_PROPERTIES,
  playerCreateSchema,
  playerListItemSchema,
  playerSchema,
  playerUpdateSchema,
} from '@transferdesk/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactResourceParts } from '../../lib/contact-resource.ts';
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
      ...contactResourceParts('player', PLAYER_SEARCH_LIMIT),
      item: playerSchema,
      listItem: playerListItemSchema,
      sorts: PLAYER_SORT_PROPERTIES,
      create: playerCreateSchema,
      update: playerUpdateSchema,
      csv: { columns: PLAYER_CSV_COLUMNS, row: playerCsvRowSchema, filename: 'players.csv' },
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
