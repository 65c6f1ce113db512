import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListResource } from '../lib/list-resource.ts';
import { usePageTitle } from '../lib/page-title.ts';
import { paths } from '../lib/paths.ts';
import { useRouteTenant } from '../lib/route-tenant.ts';
import type enGb from '../locales/en-gb.json';
import { ListPage } from './ListPage.tsx';
import type { ListDefaults } from './list-params.ts';
import type { SortChoice } from './SortControl.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.tsx';

/** The sport catalogues whose list is this page; each has the `list`, `sort` and `delete` texts it reads. */
export type SportListFeature = 'clubs' | 'contacts' | 'players' | 'teams' | 'transfers';

/** The orders a feature's locales name: `<feature>.sort.<property>`. */
type LabelledSort<F extends SportListFeature> = Extract<keyof (typeof enGb)[F]['sort'], string>;

interface SportListPageProps<T extends { id: string }, S extends string, F extends SportListFeature> {
  /**
   * The text group of the locales: `<feature>.list.*` (titles, Add, empty list), `<feature>.sort.*`
   * and `<feature>.delete.*`; "Add …" leads to `paths.<feature>.add`.
   */
  feature: F;
  resource: (tenantId: string) => ListResource;
  /** The orders offered, each labelled by its `<feature>.sort.<property>` text. */
  sorts: readonly (S & LabelledSort<F>)[];
  defaults: ListDefaults<S>;
  emptyIcon: ReactNode;
  /** The delete mutation's hook (`useDeleteTeam` ...); the mutation takes the item's id. */
  useRemove: () => UseMutationResult<unknown, Error, string>;
  /** The name the notification after a delete says. */
  nameOf: (item: T) => string;
  /** One card; `askDelete` opens the confirmation of its Delete. */
  renderItem: (item: T, card: { tenantId: string; askDelete: (item: T) => void }) => ReactNode;
  csvFilename?: string | undefined;
}

/**
 * The list page of one sport's catalogue ("Clubs [sport]", "Teams [sport]" ...): the page title, the
 * Add button, the shared `ListPage` and the confirmed delete of a card.
 */
export function SportListPage<T extends { id: string }, S extends string, F extends SportListFeature>({
  feature: group,
  resource,
  sorts,
  defaults,
  emptyIcon,
  useRemove,
  nameOf,
  renderItem,
  csvFilename,
}: SportListPageProps<T, S, F>) {
  const { t } = useTranslation();
  // The union rather than the type parameter, so that the texts' keys resolve.
  const feature: SportListFeature = group;
  const tenant = useRouteTenant();
  const remove = useRemove();
  // The props' type holds each property to a text of the feature's `sort` group.
  const sortChoices: SortChoice<S>[] = sorts.map((property) => ({
    label: t(`${feature}.sort.${property}` as ParseKeys),
    property,
  }));
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
          <Button
            component={Link}
            to={paths[feature].add(tenant.id)}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t(`${feature}.list.add`)}
          </Button>
        }
        resource={resource(tenant.id)}
        sorts={sortChoices}
        defaults={defaults}
        loadErrorTitle={t(`${feature}.list.loadError`)}
        empty={{
          title: t(`${feature}.list.emptyTitle`),
          description: t(`${feature}.list.emptyDescription`),
          icon: emptyIcon,
        }}
        getKey={(item) => item.id}
        renderItem={(item) => renderItem(item, { tenantId: tenant.id, askDelete })}
        csvFilename={csvFilename}
      />
      {deleteDialog}
    </>
  );
}
