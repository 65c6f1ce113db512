import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Valuta, ValutaUpdate } from '@transferdesk/shared';
import type { ListResource } from '../../components/ListPage.tsx';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export const valutaKeys = {
  all: queryRoots.valutas,
  /** Every page of one sport's list. */
  list: (tenantId: string) => [...valutaKeys.all, 'list', tenantId] as const,
  detail: (id: string) => [...valutaKeys.all, 'detail', id] as const,
};

/** `GET /core/api/valutas?tenantId=…`: the currencies of the sport in the address. */
export function valutasResource(tenantId: string): ListResource {
  return { path: '/api/valutas', queryKey: valutaKeys.list(tenantId), query: { tenantId } };
}

export function useValuta(id: string | undefined) {
  return useQuery({
    queryKey: valutaKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Valuta>(`/api/valutas/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

/** Currencies are edited only (spec 2): their price per 1 EUR. */
export function useSaveValuta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ValutaUpdate }) =>
      http.patch<Valuta>(`/api/valutas/${id}`, changes),
    onSuccess: (valuta) => queryClient.setQueryData(valutaKeys.detail(valuta.id), valuta),
    // Every form that converts budgets reads these prices.
    onSettled: () => queryClient.invalidateQueries({ queryKey: valutaKeys.all }),
  });
}
