import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/RichTextView.tsx';
import {
  AgentFacts,
  CvButton,
  classes,
  Facts,
  PlayerHeader,
  PlayerPhoto,
  PublicSheet,
  Section,
  SheetFooter,
  VideoList,
} from './parts.tsx';
import { hasRichText, MISSING, primaryFirst } from './public-format.ts';
import { type LayoutProps, names, usePersonalFacts } from './shared-sections.tsx';

/**
 * Spec 2, Ice hockey: header, photo (at most 350 px high), PERSONAL, AGENT with the company's
 * website; PROFILE (the description), ICEHOCKEY INFORMATION, the CV button and VIDEO (primary first).
 */
export function IcehockeyLayout({ player, sportName }: LayoutProps) {
  const { t } = useTranslation();
  const personal = usePersonalFacts(player);
  const videos = primaryFirst(player.videoInfos);

  return (
    <PublicSheet layout="Icehockey">
      <PlayerHeader player={player} sportName={sportName} />
      <div className={classes.body}>
        <div className={classes.columns}>
          <div className={classes.stack}>
            <PlayerPhoto player={player} capped />
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
