import { Alert, Anchor, Button } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconPlayerPlayFilled, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  externalHref,
  PUBLIC_PAGE_MESSAGES,
  type PublicAgent,
  type PublicPlayer,
  type PublicVideo,
} from '@transferdesk/shared';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configQuery } from '../../../lib/config.ts';
import { HttpError } from '../../../lib/http.ts';
import { downloadCv } from '../api.ts';
import classes from './PublicPlayer.module.css';
import { displayName, hasLargeTenantTitle, MISSING, type PublicLayout, pictureSrc } from './public-format.ts';

export { classes };

/** The page around a layout: the sport's colours, a sheet, the agency at the foot. */
export function PublicSheet({ layout, children }: { layout: PublicLayout; children: ReactNode }) {
  return (
    <div className={classes.page} data-layout={layout}>
      <article className={classes.sheet}>{children}</article>
    </div>
  );
}

/** The company from the public configuration (COMPANY_* settings), once it has arrived. */
export function useCompany() {
  return useQuery(configQuery).data?.company;
}

function CompanyLogo() {
  const company = useCompany();
  const [failed, setFailed] = useState(false);
  if (!company?.logoUrl || failed) return null;
  return (
    <div className={classes.logo}>
      <img src={company.logoUrl} alt={company.name} onError={() => setFailed(true)} />
    </div>
  );
}

interface PlayerHeaderProps {
  player: PublicPlayer;
  /** The sport's name from the address: the tenant title. */
  sportName: string;
  variant?: 'accent' | 'dark';
  /** Under the positions: Football's club line. */
  children?: ReactNode;
}

/** Name (a dash without one), positions and the company's logo (spec 2). */
export function PlayerHeader({ player, sportName, variant = 'accent', children }: PlayerHeaderProps) {
  const positions = player.positions.map((position) => position.name).join(', ');
  return (
    <header className={classes.header} data-variant={variant}>
      <div className={classes.headerText}>
        <p className={classes.tenantTitle} data-large={hasLargeTenantTitle(sportName) || undefined}>
          {sportName}
        </p>
        <h1 className={classes.name}>{displayName(player)}</h1>
        {positions && <p className={classes.positions}>{positions}</p>}
        {children}
      </div>
      <CompanyLogo />
    </header>
  );
}

/** The photo, or a default user icon without one; `capped`: at most 350 px high (ice hockey). */
export function PlayerPhoto({ player, capped = false }: { player: PublicPlayer; capped?: boolean }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const src = pictureSrc(player.pictureUrl);
  const name = displayName(player);
  if (!src || failed) {
    return (
      <div className={classes.noPhoto} role="img" aria-label={t('publicPlayer.photo.none')}>
        <IconUser size={96} stroke={1.2} aria-hidden />
      </div>
    );
  }
  return (
    <img
      className={classes.photo}
      data-capped={capped || undefined}
      src={src}
      alt={t('publicPlayer.photo.alt', { name })}
      onError={() => setFailed(true)}
    />
  );
}

/** A titled block; its title names the region for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 className={classes.sectionTitle} id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label and value rows; a missing value shows the dash (spec 2, section 8). */
export function Facts({ rows }: { rows: readonly Fact[] }) {
  return (
    <dl className={classes.facts}>
      {rows.map(({ label, value }) => (
        <FactRow key={label} label={label} value={value} />
      ))}
    </dl>
  );
}

function FactRow({ label, value }: Fact) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{isBlank(value) ? MISSING : value}</dd>
    </>
  );
}

/** A typed link opened in a new tab; a blank or unsafe one shows as text (externalHref). */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  const target = externalHref(href);
  if (!target) return <>{children ?? href}</>;
  return (
    <Anchor href={target} target="_blank" rel="noopener noreferrer" inherit>
      {children ?? href}
    </Anchor>
  );
}

/** Each video with its title and its link. */
export function VideoList({ videos }: { videos: readonly PublicVideo[] }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.videoList}>
      {videos.map((video, index) => {
        const target = externalHref(video.videoUrl);
        return (
          // Videos carry no id on the public view; their order is fixed for the page's life.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={classes.video}>
            <IconPlayerPlayFilled size={18} className={classes.videoIcon} aria-hidden />
            <div className={classes.videoText}>
              <div className={classes.videoTitle}>{video.title || t('publicPlayer.video.untitled')}</div>
              {target && (
                <Anchor className={classes.videoLink} href={target} target="_blank" rel="noopener noreferrer">
                  {video.videoUrl.trim()}
                </Anchor>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** AGENT: name, surname, "Tel." phone and e-mail, dashes for what is missing; `withWebsite`: the company's site. */
export function AgentFacts({ agent, withWebsite = false }: { agent: PublicAgent; withWebsite?: boolean }) {
  const { t } = useTranslation();
  const company = useCompany();
  const rows: Fact[] = [
    { label: t('publicPlayer.fields.name'), value: agent.name.trim() },
    { label: t('publicPlayer.fields.surname'), value: agent.surname.trim() },
    {
      label: t('publicPlayer.fields.phone'),
      value: agent.phoneNumber.trim() && (
        <Anchor href={`tel:${agent.phoneNumber.replace(/[^\d+]/g, '')}`} inherit>
          {agent.phoneNumber.trim()}
        </Anchor>
      ),
    },
    {
      label: t('publicPlayer.fields.email'),
      value: agent.email.trim() && (
        <Anchor href={`mailto:${agent.email.trim()}`} inherit>
          <BreakableEmail email={agent.email.trim()} />
        </Anchor>
      ),
    },
  ];
  if (withWebsite) {
    rows.push({
      label: t('publicPlayer.fields.website'),
      value: company?.website && (
        <ExternalLink href={company.website}>{websiteLabel(company.website)}</ExternalLink>
      ),
    });
  }
  return <Facts rows={rows} />;
}

/** A narrow column breaks a long address after the @ rather than inside a word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** "https://www.agency.dk/" → "www.agency.dk". */
export const websiteLabel = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** The company's name and address (spec 2, Handball-women: at the bottom of the left column). */
export function CompanyBlock({ className }: { className?: string }) {
  const company = useCompany();
  if (!company || (!company.name && !company.address)) return null;
  return (
    <address className={`${classes.company} ${className ?? ''}`} style={{ fontStyle: 'normal' }}>
      {company.name && (
        <p>
          <strong>{company.name}</strong>
        </p>
      )}
      {company.address && <p>{company.address}</p>}
    </address>
  );
}

/** The foot of every sheet: the agency and its website. */
export function SheetFooter() {
  const company = useCompany();
  if (!company) return null;
  return (
    <footer className={classes.footer}>
      <span>{[company.name, company.address].filter(Boolean).join(' · ')}</span>
      {company.website && <ExternalLink href={company.website}>{websiteLabel(company.website)}</ExternalLink>}
    </footer>
  );
}

export const ACCENT_BUTTON = {
  '--button-bg': 'var(--accent)',
  '--button-hover': 'color-mix(in srgb, var(--accent) 82%, #000)',
} as CSSProperties;

/** Why a CV could not be had, as the visitor is told (issue 25: limits and budgets are not "no file"). */
function cvFailure(error: unknown): 'failed' | 'tooMany' | 'tooSlow' | 'busy' {
  if (!(error instanceof HttpError)) return 'failed';
  if (error.status === 429) return 'tooMany';
  if (error.status === 503) return error.message === PUBLIC_PAGE_MESSAGES.cvBusy ? 'busy' : 'tooSlow';
  return 'failed';
}

/** "Download Player CV": the PDF without a token, or spec 8's "Error! File not exists" (or why not). */
export function CvButton({ player }: { player: PublicPlayer }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'loading' | ReturnType<typeof cvFailure>>('idle');
  const download = async () => {
    setState('loading');
    try {
      await downloadCv(player);
      setState('idle');
    } catch (error) {
      setState(cvFailure(error));
    }
  };
  return (
    <div className={`${classes.actions} ${classes.noPrint}`}>
      <Button
        onClick={download}
        loading={state === 'loading'}
        leftSection={<IconDownload size={18} aria-hidden />}
        size="md"
        radius="md"
        style={ACCENT_BUTTON}
      >
        {t('publicPlayer.cv.download')}
      </Button>
      {state !== 'idle' && state !== 'loading' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t(`publicPlayer.cv.${state}`)}
        </Alert>
      )}
    </div>
  );
}
