import { useTranslation } from 'react-i18next';
import {
  CompanyBlock,
  CvButton,
  classes,
  type Fact,
  Facts,
  PlayerPhoto,
  Section,
  VideoList,
} from './parts.tsx';
import { hasRichText, videosByKind } from './public-format.ts';
import {
  type LayoutProps,
  names,
  PersonalAndAgent,
  RichTextBlocks,
  TwoColumnSheet,
  usePersonalFacts,
} from './shared-sections.tsx';

/**
 * Spec 2, Handball-women: header (name, positions, logo); left the photo, the CV button, PERSONAL,
 * AGENT (if any) and the company; right HANDBALL INFORMATION and VIDEO (teasers, then full matches).
 */
export function HandballWomenLayout({ player, sportName, answer }: LayoutProps) {
  const { t } = useTranslation();
  const personal = usePersonalFacts(player);
  const offensive = player.positions.filter((position) => position.category === 'offensive');
  const defensive = player.positions.filter((position) => position.category === 'defensive');
  const handball: Fact[] = [
    ...(offensive.length > 0
      ? [{ label: t('publicPlayer.fields.offensivePositions'), value: names(offensive) }]
      : []),
    ...(defensive.length > 0
      ? [{ label: t('publicPlayer.fields.defensivePositions'), value: names(defensive) }]
      : []),
    ...(player.clubName?.trim()
      ? [{ label: t('publicPlayer.fields.currentClub'), value: player.clubName }]
      : []),
    ...(player.formerClub.trim()
      ? [{ label: t('publicPlayer.fields.formerClub'), value: player.formerClub }]
      : []),
    ...(hasRichText(player.internationalLevel)
      ? [{ label: t('publicPlayer.fields.internationalLevel'), value: player.internationalLevel }]
      : []),
  ];
  const { teasers, fullMatches } = videosByKind(player.videoInfos);

  return (
    <TwoColumnSheet
      layout="Handball - Women"
      player={player}
      sportName={sportName}
      answer={answer}
      withFooter={false}
      left={
        <>
          <PlayerPhoto player={player} />
          {/* Under the photo as on Football's page, not under the long texts (issue 26, item 19). */}
          <CvButton player={player} />
          <PersonalAndAgent player={player} personal={personal} />
          <CompanyBlock className={classes.wideOnly} />
        </>
      }
      right={
        <>
          <Section title={t('publicPlayer.sections.handballInformation')}>
            {handball.length > 0 && <Facts rows={handball} />}
            <RichTextBlocks player={player} />
          </Section>
          {player.videoInfos.length > 0 && (
            <Section title={t('publicPlayer.sections.video')}>
              {teasers.length > 0 && <VideoList videos={teasers} />}
              {fullMatches.length > 0 && (
                <>
                  <h3 className={classes.subTitle}>{t('publicPlayer.video.fullMatches')}</h3>
                  <VideoList videos={fullMatches} />
                </>
              )}
            </Section>
          )}
          <CompanyBlock className={classes.narrowOnly} />
        </>
      }
    />
  );
}
