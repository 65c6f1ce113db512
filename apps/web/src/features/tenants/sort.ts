import {
  type SortDirection,
  sortDirectionSchema,
  TENANT_SORT_PROPERTIES,
  type TenantSortProperty,
} from '@transferdesk/shared';

export interface TenantSort {
  sort: TenantSortProperty;
  direction: SortDirection;
}

/** Spec 3: sports sort by name, ascending, unless the address says otherwise. */
export const DEFAULT_TENANT_SORT: TenantSort = { sort: 'name', direction: 'asc' };

/** The order kept in the address (`?sort=&direction=`), so back, forward and shared links keep it. */
export function readTenantSort(params: URLSearchParams): TenantSort {
  const sort = params.get('sort');
  const direction = sortDirectionSchema.safeParse(params.get('direction'));
  return {
    sort: (TENANT_SORT_PROPERTIES as readonly string[]).includes(sort ?? '')
      ? (sort as TenantSortProperty)
      : DEFAULT_TENANT_SORT.sort,
    direction: direction.success ? direction.data : DEFAULT_TENANT_SORT.direction,
  };
}
