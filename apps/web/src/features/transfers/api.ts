import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transfer, TransferCreate, TransferUpdate } from '@transferdesk/shared';
import type { ListResource } from '../../components/ListPage.tsx';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export const transferKeys = {
  all: queryRoots.transfers,
  /** Every page of one sport's list. */
  list: (tenantId: string) => [...transferKeys.all, 'list', tenantId] as const,
  detail: (id: string) => [...transferKeys.all, 'detail', id] as const,
};

/** `GET /core/api/transfers?tenantId=…`: the transfer windows of the sport in the address. */
export function transfersResource(tenantId: string): ListResource {
  return { path: '/api/transfers', queryKey: transferKeys.list(tenantId), query: { tenantId } };
}

export function useTransfer(id: string | undefined) {
  return useQuery({
    queryKey: transferKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Transfer>(`/api/transfers/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

export type SaveTransferInput =
  | { id: string; changes: TransferUpdate }
  | { id: undefined; changes: TransferCreate };

export function useSaveTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: SaveTransferInput) =>
      id
        ? http.patch<Transfer>(`/api/transfers/${id}`, changes)
        : http.post<Transfer>('/api/transfers', changes),
    onSuccess: (transfer) => queryClient.setQueryData(transferKeys.detail(transfer.id), transfer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: transferKeys.all }),
  });
}

export function useDeleteTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/transfers/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: transferKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: transferKeys.all });
    },
  });
}
