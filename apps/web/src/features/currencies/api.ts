import type { Currency, CurrencyUpdate } from '@transferdesk/shared';
import { entityKeys, sportResource, useEntity, useSaveEntity } from '../../lib/entity-hooks.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export const currencyKeys = entityKeys(queryRoots.valutas);

/** `GET /core/api/valutas?tenantId=…`: the currencies of the sport in the address. */
export const currenciesResource = (tenantId: string) =>
  sportResource('/api/valutas', currencyKeys.list, tenantId);

export const useCurrency = (id: string | undefined) =>
  useEntity<Currency>('/api/valutas', currencyKeys.detail, id);

/**
 * Currencies are edited only (spec 2): their price per 1 EUR. Every form that converts budgets
 * reads these prices, so everything under the root is read again.
 */
export const useSaveCurrency = () =>
  useSaveEntity<Currency, never, CurrencyUpdate>('/api/valutas', currencyKeys);
