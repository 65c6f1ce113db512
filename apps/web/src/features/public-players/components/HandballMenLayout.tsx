import { useTranslation } from 'react-i18next';
import { CvButton, type Fact, Facts, PlayerPhoto, Section } from './parts.tsx';
import { primaryFirst } from './public-format.ts';
import {
  type LayoutProps,
  names,
  PersonalAndAgent,
  RichTextBlocks,
  TwoColumnSheet,
  usePersonalFacts,
  VideoSection,
} from './shared-sections.tsx';

/**
 * Spec 2, Handball-men: the CV button, the personal block and the agent block under the photo; the
 * handball information (offensive and defensive rows) and the video links.
 */
export function HandballMenLayout({ player, sportName, answer }: LayoutProps) {
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

  return (
    <TwoColumnSheet
      layout="Handball - Men"
      player={player}
      sportName={sportName}
      answer={answer}
      withFooter
      left={
        <>
          <PlayerPhoto player={player} />
          {/* Under the photo as on Football's page, not under the long texts (issue 26, item 19). */}
          <CvButton player={player} />
          <PersonalAndAgent player={player} personal={personal} withWebsite />
        </>
      }
      right={
        <>
          <Section title={t('publicPlayer.sections.handballInformation')}>
            <Facts rows={handball} />
            <RichTextBlocks player={player} />
          </Section>
          <VideoSection videos={primaryFirst(player.videoInfos)} />
        </>
      }
    />
  );
}
