import type { Transfer, TransferCreate, TransferUpdate } from '@transferdesk/shared';
import {
  entityKeys,
  sportResource,
  useDeleteEntity,
  useEntity,
  useSaveEntity,
} from '../../lib/entity-hooks.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export const transferKeys = entityKeys(queryRoots.transfers);

/** `GET /core/api/transfers?tenantId=…`: the transfer windows of the sport in the address. */
export const transfersResource = (tenantId: string) =>
  sportResource('/api/transfers', transferKeys.list, tenantId);

export const useTransfer = (id: string | undefined) =>
  useEntity<Transfer>('/api/transfers', transferKeys.detail, id);

export const useSaveTransfer = () =>
  useSaveEntity<Transfer, TransferCreate, TransferUpdate>('/api/transfers', transferKeys);

export const useDeleteTransfer = () =>
  useDeleteEntity('/api/transfers', { detail: transferKeys.detail, refresh: [transferKeys.all] });
