import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title.ts';
import { useRouteTenant } from '../lib/route-tenant.ts';
import { ListPage, type ListResource } from './ListPage.tsx';
import type { ListDefaults } from './list-params.ts';
import type { SortChoice } from './SortControl.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.tsx';

/** The sport catalogues whose list is this page; each has the `list` and `delete` texts it reads. */
export type SportListFeature = 'clubs' | 'contacts' | 'players' | 'teams' | 'transfers';

interface SportListPageProps<T extends { id: string }, S extends string> {
  /** The text group of the locales: `<feature>.list.*` (titles, Add, empty list) and `<feature>.delete.*`. */
  feature: SportListFeature;
  /** Where "Add …" leads, for the sport in the address. */
  addPath: (tenantId: string) => string;
  resource: (tenantId: string) => ListResource;
  /** Already translated. */
  sorts: readonly SortChoice<S>[];
  defaults: ListDefaults<S>;
  emptyIcon: ReactNode;
  /** The delete mutation; it takes the item's id. */
  remove: UseMutationResult<unknown, Error, string>;
  /** The name the notification after a delete says. */
  nameOf: (item: T) => string;
  /** One card; `askDelete` opens the confirmation of its Delete. */
  renderItem: (item: T, askDelete: (item: T) => void) => ReactNode;
  csvFilename?: string | undefined;
}

/**
 * The list page of one sport's catalogue ("Clubs [sport]", "Teams [sport]" ...): the page title, the
 * Add button, the shared `ListPage` and the confirmed delete of a card.
 */
export function SportListPage<T extends { id: string }, S extends string>({
  feature,
  addPath,
  resource,
  sorts,
  defaults,
  emptyIcon,
  remove,
  nameOf,
  renderItem,
  csvFilename,
}: SportListPageProps<T, S>) {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t(`${feature}.list.pageTitle`), tenant.name);
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<T>({
    remove,
    doneMessage: (item) => t(`${feature}.delete.done`, { name: nameOf(item) }),
    errorTitle: t(`${feature}.delete.error`),
  });

  return (
    <>
      <ListPage<T, S>
        title={t(`${feature}.list.title`, { sport: tenant.name })}
        actions={
          <Button component={Link} to={addPath(tenant.id)} leftSection={<IconPlus size={18} aria-hidden />}>
            {t(`${feature}.list.add`)}
          </Button>
        }
        resource={resource(tenant.id)}
        sorts={sorts}
        defaults={defaults}
        loadErrorTitle={t(`${feature}.list.loadError`)}
        empty={{
          title: t(`${feature}.list.emptyTitle`),
          description: t(`${feature}.list.emptyDescription`),
          icon: emptyIcon,
        }}
        getKey={(item) => item.id}
        renderItem={(item) => renderItem(item, askDelete)}
        csvFilename={csvFilename}
      />
      {deleteDialog}
    </>
  );
}
