import { Tabs } from '@mantine/core';
import { IconLayoutKanban, IconList, IconPhoneCall } from '@tabler/icons-react';
import type { Pitch } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRouteTenant } from '../../../lib/route-tenant.ts';
import { CallTodayView } from '../components/CallTodayView.tsx';
import { PitchBoardView } from '../components/PitchBoardView.tsx';
import { PitchDetailDrawer } from '../components/PitchDetailDrawer.tsx';
import { PitchFilters } from '../components/PitchFilters.tsx';
import { PitchListView } from '../components/PitchListView.tsx';
import type { PitchActions } from '../components/PitchMoveMenu.tsx';
import { usePitchMover } from '../components/use-pitch-mover.tsx';
import { PITCH_VIEWS, type PitchView, usePitchParams } from '../pitch-params.ts';

const VIEW_ICONS = { board: IconLayoutKanban, list: IconList, today: IconPhoneCall } as const;

/**
 * /pitches/{tenant}: "Pitches [sport]" (issue 29; TenantAdmin and User). Three views of the
 * sport's pitches — the board, the list and "Who to call today" — under the same filters, all kept
 * in the address, as is the pitch whose detail is open. The page holds the one move dialog and the
 * detail drawer the views open.
 */
export function PitchesPage() {
  const { t } = useTranslation();
  const tenant = useRouteTenant();
  usePageTitle(t('pitches.title'), tenant.name);
  const [params, update] = usePitchParams();
  const mover = usePitchMover(tenant.id);
  const actions: PitchActions = {
    move: mover.ask,
    moveNow: mover.now,
    open: (pitch: Pitch) => update({ pitch: pitch.id }),
  };

  return (
    <>
      <PageHeader
        title={t('pitches.heading', { sport: tenant.name })}
        description={t('pitches.description')}
      />
      <PitchFilters tenantId={tenant.id} filter={params.filter} onChange={(filter) => update({ filter })} />
      <Tabs
        value={params.view}
        onChange={(view) => view && update({ view: view as PitchView })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {PITCH_VIEWS.map((view) => {
            const Icon = VIEW_ICONS[view];
            return (
              <Tabs.Tab key={view} value={view} leftSection={<Icon size={16} aria-hidden />}>
                {t(`pitches.views.${view}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="board">
          <PitchBoardView
            tenantId={tenant.id}
            filter={params.filter}
            actions={actions}
            onShowAll={(stage) => update({ view: 'list', stage })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="list">
          <PitchListView tenantId={tenant.id} params={params} update={update} actions={actions} />
        </Tabs.Panel>
        <Tabs.Panel value="today">
          <CallTodayView tenantId={tenant.id} filter={params.filter} actions={actions} />
        </Tabs.Panel>
      </Tabs>
      <PitchDetailDrawer
        pitchId={params.pitch ?? null}
        tenantId={tenant.id}
        onClose={() => update({ pitch: undefined })}
        onMove={mover.ask}
      />
      {mover.dialog}
    </>
  );
}
