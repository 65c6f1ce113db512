import { isUuid } from '@transferdesk/shared';
import { useParams } from 'react-router';

/** The id segment that opens a form for a new record. */
export const NEW_ID = 'new';

export interface RouteId {
  /** The segment as typed ('' when absent). */
  id: string;
  isNew: boolean;
  /**
   * The id when it can name a record, otherwise undefined: an address that cannot name a record is
   * as absent as a deleted one, and the server need not be asked.
   */
  validId: string | undefined;
}

/** The `:id` segment of an entity page: `new`, a UUID, or anything else (not found). */
export function useRouteId(param = 'id'): RouteId {
  const id = useParams()[param] ?? '';
  const isNew = id === NEW_ID;
  return { id, isNew, validId: !isNew && isUuid(id) ? id : undefined };
}
