import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Currency, CurrencyUpdate } from '@transferdesk/shared';
import type { ListResource } from '../../components/ListPage.tsx';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export const currencyKeys = {
  all: queryRoots.valutas,
  /** Every page of one sport's list. */
  list: (tenantId: string) => [...currencyKeys.all, 'list', tenantId] as const,
  detail: (id: string) => [...currencyKeys.all, 'detail', id] as const,
};

/** `GET /core/api/valutas?tenantId=…`: the currencies of the sport in the address. */
export function currenciesResource(tenantId: string): ListResource {
  return { path: '/api/valutas', queryKey: currencyKeys.list(tenantId), query: { tenantId } };
}

export function useCurrency(id: string | undefined) {
  return useQuery({
    queryKey: currencyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Currency>(`/api/valutas/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

/** Currencies are edited only (spec 2): their price per 1 EUR. */
export function useSaveCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: CurrencyUpdate }) =>
      http.patch<Currency>(`/api/valutas/${id}`, changes),
    onSuccess: (valuta) => queryClient.setQueryData(currencyKeys.detail(valuta.id), valuta),
    // Every form that converts budgets reads these prices.
    onSettled: () => queryClient.invalidateQueries({ queryKey: currencyKeys.all }),
  });
}
