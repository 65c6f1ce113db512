import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/RichTextView.tsx';
import { CvButton, classes, Facts, PlayerPhoto, Section } from './parts.tsx';
import { hasRichText, MISSING, primaryFirst } from './public-format.ts';
import {
  type LayoutProps,
  names,
  PersonalAndAgent,
  TwoColumnSheet,
  usePersonalFacts,
  VideoSection,
} from './shared-sections.tsx';

/**
 * Spec 2, Ice hockey: header, photo (at most 350 px high), PERSONAL, AGENT with the company's
 * website; PROFILE (the description), ICEHOCKEY INFORMATION, the CV button and VIDEO (primary first).
 */
export function IcehockeyLayout({ player, sportName, answer }: LayoutProps) {
  const { t } = useTranslation();
  const personal = usePersonalFacts(player);

  return (
    <TwoColumnSheet
      layout="Icehockey"
      player={player}
      sportName={sportName}
      answer={answer}
      withFooter
      left={
        <>
          <PlayerPhoto player={player} capped />
          <PersonalAndAgent player={player} personal={personal} withWebsite />
        </>
      }
      right={
        <>
          <Section title={t('publicPlayer.sections.profile')}>
            {hasRichText(player.description) ? (
              <RichTextView className={classes.richText} html={player.description} />
            ) : (
              MISSING
            )}
          </Section>
          <Section title={t('publicPlayer.sections.icehockeyInformation')}>
            <Facts
              rows={[
                { label: t('publicPlayer.fields.positions'), value: names(player.positions, ' / ') },
                { label: t('publicPlayer.fields.currentClub'), value: player.clubName?.trim() },
                { label: t('publicPlayer.fields.contractStatus'), value: player.playerContract?.trim() },
              ]}
            />
          </Section>
          <CvButton player={player} />
          <VideoSection videos={primaryFirst(player.videoInfos)} />
        </>
      }
    />
  );
}
