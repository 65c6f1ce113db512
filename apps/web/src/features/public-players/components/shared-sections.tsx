import { type PublicPlayer, type PublicVideo, publicDate } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/RichTextView.tsx';
import {
  AgentFacts,
  classes,
  type Fact,
  Facts,
  PlayerHeader,
  PublicSheet,
  Section,
  SheetFooter,
  VideoList,
} from './parts.tsx';
import { hasRichText, measure, nationality, type PublicLayout } from './public-format.ts';

export interface LayoutProps {
  player: PublicPlayer;
  /** The sport's name as the address gives it (the tenant title). */
  sportName: string;
  /** Issue 29: the club's answer panel of a sent link, first in the body; nothing for others. */
  answer?: ReactNode;
}

/** PERSONAL: birthday (month.day.year), height, weight, nationality; marital status only if given. */
export function usePersonalFacts(player: PublicPlayer): Fact[] {
  const { t } = useTranslation();
  return [
    { label: t('publicPlayer.fields.birthday'), value: publicDate(player.dateOfBirth) },
    {
      label: t('publicPlayer.fields.height'),
      value: measure(player.height, t('publicPlayer.units.cm')),
    },
    {
      label: t('publicPlayer.fields.weight'),
      value: measure(player.weight, t('publicPlayer.units.kg')),
    },
    { label: t('publicPlayer.fields.nationality'), value: nationality(player.nationality) },
    ...(player.maritalStatus
      ? [
          {
            label: t('publicPlayer.fields.maritalStatus'),
            value: t(`publicPlayer.maritalStatus.${player.maritalStatus}`),
          },
        ]
      : []),
  ];
}

export const names = (items: readonly { name: string }[], separator = ', ') =>
  items.map((item) => item.name).join(separator);

/** Statistics, info (description) and references, each only when it holds more than empty paragraphs. */
export function RichTextBlocks({ player }: { player: PublicPlayer }) {
  const { t } = useTranslation();
  const blocks = [
    { key: 'statistics', title: t('publicPlayer.fields.statistics'), html: player.statistics },
    { key: 'info', title: t('publicPlayer.fields.info'), html: player.description },
    { key: 'references', title: t('publicPlayer.fields.references'), html: player.playerReferences },
  ].filter((block) => hasRichText(block.html));
  return (
    <>
      {blocks.map((block) => (
        <div key={block.key}>
          <h3 className={classes.subTitle}>{block.title}</h3>
          <RichTextView className={classes.richText} html={block.html} />
        </div>
      ))}
    </>
  );
}

/** A section that is left out when its rich text is empty. */
export function RichTextSection({ title, html }: { title: string; html: string }) {
  if (!hasRichText(html)) return null;
  return (
    <Section title={title}>
      <RichTextView className={classes.richText} html={html} />
    </Section>
  );
}

interface TwoColumnSheetProps extends LayoutProps {
  layout: PublicLayout;
  left: ReactNode;
  right: ReactNode;
  /** The agency's footer under the sheet. */
  withFooter: boolean;
}

/** The handball and ice hockey sheet: the header, then a left and a right column. */
export function TwoColumnSheet({
  layout,
  player,
  sportName,
  answer,
  left,
  right,
  withFooter,
}: TwoColumnSheetProps) {
  return (
    <PublicSheet layout={layout}>
      <PlayerHeader player={player} sportName={sportName} />
      <div className={classes.body}>
        {answer}
        <div className={classes.columns}>
          <div className={classes.stack}>{left}</div>
          <div className={classes.stack}>{right}</div>
        </div>
      </div>
      {withFooter && <SheetFooter />}
    </PublicSheet>
  );
}

/** PERSONAL, then AGENT when the player has one; `withWebsite`: the company's site under the agent. */
export function PersonalAndAgent({
  player,
  personal,
  withWebsite = false,
}: {
  player: PublicPlayer;
  personal: readonly Fact[];
  withWebsite?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t('publicPlayer.sections.personal')}>
        <Facts rows={personal} />
      </Section>
      {player.agent1 && (
        <Section title={t('publicPlayer.sections.agent')}>
          <AgentFacts agent={player.agent1} withWebsite={withWebsite} />
        </Section>
      )}
    </>
  );
}

/** VIDEO, left out when there is none. */
export function VideoSection({ videos }: { videos: readonly PublicVideo[] }) {
  const { t } = useTranslation();
  if (videos.length === 0) return null;
  return (
    <Section title={t('publicPlayer.sections.video')}>
      <VideoList videos={videos} />
    </Section>
  );
}
