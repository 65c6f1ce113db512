import { useTranslation } from 'react-i18next';
import {
  AgentFacts,
  CvButton,
  classes,
  type Fact,
  Facts,
  PlayerHeader,
  PlayerPhoto,
  PublicSheet,
  Section,
  SheetFooter,
  VideoList,
} from './parts.tsx';
import { primaryFirst } from './public-format.ts';
import { type LayoutProps, names, RichTextBlocks, usePersonalFacts } from './shared-sections.tsx';

/**
 * Spec 2, Handball-men: the CV button, the personal block and the agent block under the photo; the
 * handball information (offensive and defensive rows) and the video links.
 */
export function HandballMenLayout({ player, sportName }: LayoutProps) {
  const { t } = useTranslation();
  const personal: Fact[] = [
    ...usePersonalFacts(player),
    {
      label: t('publicPlayer.fields.hand'),
      value: player.rightyLefty ? t(`publicPlayer.handedness.${player.rightyLefty}`) : '',
    },
  ];
  const offensive = player.positions.filter((position) => position.category === 'offensive');
  const defensive = player.positions.filter((position) => position.category === 'defensive');
  const other = player.positions.filter((position) => position.category === null);
  const handball: Fact[] = [
    { label: t('publicPlayer.fields.offensivePositions'), value: names(offensive) },
    { label: t('publicPlayer.fields.defensivePositions'), value: names(defensive) },
    ...(other.length > 0 ? [{ label: t('publicPlayer.fields.positions'), value: names(other) }] : []),
    { label: t('publicPlayer.fields.currentClub'), value: player.clubName?.trim() },
    { label: t('publicPlayer.fields.formerClub'), value: player.formerClub.trim() },
    { label: t('publicPlayer.fields.contractStatus'), value: player.playerContract?.trim() },
    { label: t('publicPlayer.fields.internationalLevel'), value: player.internationalLevel.trim() },
  ];
  const videos = primaryFirst(player.videoInfos);

  return (
    <PublicSheet layout="Handball - Men">
      <PlayerHeader player={player} sportName={sportName} />
      <div className={classes.body}>
        <div className={classes.columns}>
          <div className={classes.stack}>
            <PlayerPhoto player={player} />
            {/* Under the photo as on Football's page, not under the long texts (issue 26, item 19). */}
            <CvButton player={player} />
            <Section title={t('publicPlayer.sections.personal')}>
              <Facts rows={personal} />
            </Section>
            {player.agent1 && (
              <Section title={t('publicPlayer.sections.agent')}>
                <AgentFacts agent={player.agent1} withWebsite />
              </Section>
            )}
          </div>
          <div className={classes.stack}>
            <Section title={t('publicPlayer.sections.handballInformation')}>
              <Facts rows={handball} />
              <RichTextBlocks player={player} />
            </Section>
            {videos.length > 0 && (
              <Section title={t('publicPlayer.sections.video')}>
                <VideoList videos={videos} />
              </Section>
            )}
          </div>
        </div>
      </div>
      <SheetFooter />
    </PublicSheet>
  );
}
