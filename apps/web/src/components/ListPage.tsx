import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconList, IconSearch, IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, type Paginated } from '@transferdesk/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../lib/http.ts';
import type { ListResource } from '../lib/list-resource.ts';
import { CardGrid } from './CardGrid.tsx';
import { CsvButtons } from './CsvButtons.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';
import { LoadError } from './LoadError.tsx';
import { type ListDefaults, type ListParams, useListParams } from './list-params.ts';
import { PageHeader } from './PageHeader.tsx';
import { Paginator } from './Paginator.tsx';
import { type SortChoice, SortControl } from './SortControl.tsx';

interface ListPageProps<T, S extends string> {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title, e.g. "Add user". */
  actions?: ReactNode;
  resource: ListResource;
  /** Already translated. */
  sorts: readonly SortChoice<S>[];
  defaults: ListDefaults<S>;
  loadErrorTitle: string;
  empty: { title: string; description?: string; icon?: ReactNode };
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Offers CSV export and import, saving an export under this name. */
  csvFilename?: string;
}

/** One page of a resource (spec 1 section 7): `{path}?…` or, when searching, `{path}/filter/?…&filter=`. */
export function useListPage<T, S extends string>(resource: ListResource, state: ListParams<S>) {
  const { page, sort, direction, filter } = state;
  return useQuery({
    queryKey: [...resource.queryKey, { page, sort, direction, filter }],
    queryFn: ({ signal }) => {
      const query = { ...resource.query, page, take: DEFAULT_PAGE_SIZE, sort, direction };
      return filter
        ? http.get<Paginated<T>>(`${resource.path}/filter/`, { ...query, filter }, signal)
        : http.get<Paginated<T>>(resource.path, query, signal);
    },
    // The cards stay while the next page loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/**
 * The list page of every resource: title, search, order, cards, pages, and CSV where offered. Page,
 * order and search live in the address.
 */
export function ListPage<T, S extends string>(props: ListPageProps<T, S>) {
  const { t } = useTranslation();
  const { title, description, actions, resource, sorts, defaults, empty, getKey, renderItem } = props;
  const queryClient = useQueryClient();
  const [state, update] = useListParams(
    sorts.map((choice) => choice.property),
    defaults,
  );
  const { data, isPending, error } = useListPage<T, S>(resource, state);
  const [fileError, setFileError] = useState<{ error: unknown; kind: 'export' | 'import' } | null>(null);
  const clearPages = () => queryClient.removeQueries({ queryKey: resource.queryKey });

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          actions || props.csvFilename ? (
            <>
              {props.csvFilename && (
                <CsvButtons
                  path={resource.path}
                  query={resource.query}
                  filename={props.csvFilename}
                  onError={(next, kind) => setFileError(next === null ? null : { error: next, kind })}
                  onImported={() => queryClient.invalidateQueries({ queryKey: resource.queryKey })}
                />
              )}
              {actions}
            </>
          ) : undefined
        }
      />
      {fileError && (
        <Box mb="lg">
          <ErrorAlert
            title={fileError.kind === 'import' ? t('list.csv.importError') : t('list.csv.exportError')}
            error={fileError.error}
          />
        </Box>
      )}
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <SearchBox
          // A search arriving through the address (back, forward) replaces what was typed.
          key={state.filter}
          filter={state.filter}
          onSearch={(filter) => update({ filter, page: 1 })}
        />
        <SortControl
          choices={sorts}
          sort={state.sort}
          direction={state.direction}
          onChange={(sort, direction) => {
            // Another order makes every cached page stale.
            clearPages();
            update({ sort, direction, page: 1 });
          }}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite" mb="sm">
        {data ? t(data.totalIsEstimate ? 'list.countEstimate' : 'list.count', { count: data.total }) : ''}
      </Text>
      <CardGrid
        isPending={isPending}
        data={data}
        failed={<LoadError title={props.loadErrorTitle} error={error} />}
        empty={{
          icon: empty.icon ?? <IconList aria-hidden />,
          title: state.filter ? t('list.noMatchesTitle') : empty.title,
          description: state.filter ? t('list.noMatches', { filter: state.filter }) : empty.description,
        }}
        getKey={getKey}
        renderItem={(item) => <Box>{renderItem(item)}</Box>}
        footer={(page) => (
          <Paginator
            page={page.currentPage}
            lastPage={page.lastPage}
            onChange={(next) => update({ page: next })}
          />
        )}
      />
    </>
  );
}

function SearchBox({ filter, onSearch }: { filter: string; onSearch: (filter: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(filter);
  return (
    // Grows with the row but stays a search box's width; on a phone the input shrinks to fit its buttons.
    <search style={{ flex: '1 1 300px', maxWidth: 520 }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Stack gap={4}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('list.search.label')}
              placeholder={t('list.search.placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" variant="light">
              {t('list.search.submit')}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} aria-hidden />}
              disabled={!text && !filter}
              onClick={() => {
                setText('');
                if (filter) onSearch('');
              }}
            >
              {t('list.search.clear')}
            </Button>
          </Group>
        </Stack>
      </form>
    </search>
  );
}
