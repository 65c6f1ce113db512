import { Accordion, NavLink, Text } from '@mantine/core';
import {
  type Icon,
  IconAddressBook,
  IconArrowsExchange,
  IconBan,
  IconBuildingStadium,
  IconCoin,
  IconFileCertificate,
  IconFileTypePdf,
  IconHistory,
  IconListCheck,
  IconSend,
  IconShirtSport,
  IconUserStar,
} from '@tabler/icons-react';
import type { CurrentUser } from '@transferdesk/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EntityAvatar } from '../../components/EntityAvatar.tsx';
import { useEnvironmentFeatures } from '../../lib/config.ts';
import { resourceUrl } from '../../lib/http.ts';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import classes from './Sidebar.module.css';
import { type TenantLink, tenantLinks } from './sidebar-links.ts';
import { useRouteTenantId } from './use-route-tenant.ts';

const SECTION_ICONS: Record<TenantLink['section'], Icon> = {
  requirements: IconListCheck,
  pitches: IconSend,
  agreements: IconFileCertificate,
  players: IconUserStar,
  noneedregistered: IconBan,
  clubs: IconBuildingStadium,
  contacts: IconAddressBook,
  teams: IconShirtSport,
  transfers: IconArrowsExchange,
  currencies: IconCoin,
  pdftemplate: IconFileTypePdf,
  audit: IconHistory,
};

interface SidebarTenantsProps {
  tenants: CurrentUser['tenants'];
  onNavigate: () => void;
  /** A sport's links have finished opening (the active one may now be brought into view). */
  onOpened?: () => void;
}

/**
 * Whether a sport's link is the page in view. A match names no sport in its address; it belongs to
 * its sport's requirements (issue 26, item 20).
 */
function isActiveLink(pathname: string, link: TenantLink, inCurrentTenant: boolean): boolean {
  if (pathname === link.path || pathname.startsWith(`${link.path}/`)) return true;
  return inCurrentTenant && link.section === 'requirements' && pathname.startsWith('/matches/');
}

/**
 * One accordion per sport of the user (spec 2), open for the sport in view or a user's only sport.
 * The sport in view is the one in the address, else the one last worked in (spec 3's
 * currentTenantId), which every sport page records, match pages included (issue 26, item 20).
 */
export function SidebarTenants({ tenants, onNavigate, onOpened }: SidebarTenantsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const environmentHas = useEnvironmentFeatures();
  const { pathname } = useLocation();
  const storedTenantId = useInterfaceStore((state) => state.currentTenantId);
  const routeTenantId = useRouteTenantId(tenants.map((tenant) => tenant.id));
  const onlyTenantId = tenants.length === 1 ? tenants[0]?.id : undefined;
  const currentTenantId =
    routeTenantId ?? (tenants.some((tenant) => tenant.id === storedTenantId) ? storedTenantId : undefined);
  const [opened, setOpened] = useState<string[]>([]);

  // Opens the sport in view as the person moves between sports, keeping the ones they opened.
  useEffect(() => {
    const wanted = [onlyTenantId, currentTenantId].filter((id): id is string => Boolean(id));
    setOpened((open) =>
      wanted.every((id) => open.includes(id)) ? open : [...new Set([...open, ...wanted])],
    );
  }, [onlyTenantId, currentTenantId]);

  return (
    <Accordion
      multiple
      value={opened}
      onChange={setOpened}
      variant="filled"
      radius="md"
      chevronPosition="right"
    >
      {tenants.map((tenant) => {
        const links = tenantLinks(tenant, session, environmentHas);
        return (
          <Accordion.Item key={tenant.id} value={tenant.id}>
            <Accordion.Control
              icon={
                <EntityAvatar name={tenant.name} src={resourceUrl(tenant.imagePath)} size={26} radius="sm" />
              }
            >
              <Text size="sm" fw={500} truncate="end">
                {tenant.name}
              </Text>
            </Accordion.Control>
            <Accordion.Panel onTransitionEnd={onOpened}>
              {links.length === 0 ? (
                <Text size="xs" c="dimmed" px="xs">
                  {t('nav.noSections')}
                </Text>
              ) : (
                links.map((link) => {
                  const { section, path } = link;
                  const SectionIcon = SECTION_ICONS[section];
                  const active = isActiveLink(pathname, link, tenant.id === currentTenantId);
                  return (
                    <NavLink
                      key={section}
                      component={Link}
                      to={path}
                      onClick={onNavigate}
                      label={t(`nav.sections.${section}`)}
                      leftSection={<SectionIcon size={18} stroke={1.6} aria-hidden />}
                      active={active}
                      aria-current={active ? 'page' : undefined}
                      variant="light"
                      py={6}
                      className={classes.link}
                    />
                  );
                })
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
