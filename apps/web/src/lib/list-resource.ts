/** A list the API pages, searches and exports: what `ListPage` and a feature's hooks share. */
export interface ListResource {
  /** The API base, e.g. `/api/users`. */
  path: string;
  /** The query key prefix of this list's pages, e.g. `['users', 'list']`. */
  queryKey: readonly unknown[];
  /**
   * Parameters every request of the list carries, e.g. `{ tenantId }` for a sport's teams: the
   * pages, the search and the CSV export and import. Put them in `queryKey` as well.
   */
  query?: Readonly<Record<string, string>>;
}
