import { EmptyState, SimpleGrid } from '@mantine/core';
import type { Paginated } from '@transferdesk/shared';
import { Fragment, type ReactNode } from 'react';
import { PageSpinner } from './PageSpinner.tsx';

interface CardGridProps<T> {
  isPending: boolean;
  /** The page read; undefined once reading failed. */
  data: Paginated<T> | undefined;
  /** Shown when the page could not be read. */
  failed: ReactNode;
  empty: { icon: ReactNode; title: string; description?: string | undefined };
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Under the cards, e.g. the pages. */
  footer?: (page: Paginated<T>) => ReactNode;
}

/** A page of cards in one to three columns, or the spinner, the failure or the empty list instead. */
export function CardGrid<T>({
  isPending,
  data,
  failed,
  empty,
  getKey,
  renderItem,
  footer,
}: CardGridProps<T>) {
  if (isPending) return <PageSpinner />;
  if (!data) return failed;
  if (data.data.length === 0) {
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} py="xl" />;
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
        {data.data.map((item) => (
          <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </SimpleGrid>
      {footer?.(data)}
    </>
  );
}
