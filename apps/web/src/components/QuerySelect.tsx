import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { type EntityOption, EntitySelect } from './EntitySelect.tsx';

type QuerySelectProps<T> = Omit<ComponentProps<typeof EntitySelect>, 'options' | 'loading' | 'disabled'> & {
  /** The records to choose from, as a query answers them. */
  query: UseQueryResult<readonly T[]>;
  toOption: (item: T) => EntityOption;
};

/** An `EntitySelect` of a query's records, disabled while they load. */
export function QuerySelect<T>({ query, toOption, ...props }: QuerySelectProps<T>) {
  return (
    <EntitySelect
      {...props}
      options={(query.data ?? []).map(toOption)}
      loading={query.isPending}
      disabled={query.isPending}
    />
  );
}
