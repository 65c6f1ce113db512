import { ageOn, publicDate } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AgentFacts,
  CvButton,
  classes,
  ExternalLink,
  PlayerHeader,
  PlayerPhoto,
  PublicSheet,
  Section,
  SheetFooter,
} from './parts.tsx';
import { MISSING, measure, nationality, type PublicLayout, primaryFirst } from './public-format.ts';
import { type LayoutProps, names, RichTextSection, VideoSection } from './shared-sections.tsx';

/**
 * Spec 2, Football (also the generic page of any other sport): a dark header and a facts table,
 * then the profile, statistics, references, the agent and the videos.
 */
export function FootballLayout({
  player,
  sportName,
  answer,
  layout = 'Football',
}: LayoutProps & { layout?: PublicLayout }) {
  const { t } = useTranslation();
  const age = ageOn(player.dateOfBirth);
  const birthday = publicDate(player.dateOfBirth);
  const facts: { label: string; value: ReactNode }[] = [
    {
      label: t('publicPlayer.fields.birthday'),
      value:
        birthday && (age === null ? birthday : t('publicPlayer.values.birthdayWithAge', { birthday, age })),
    },
    { label: t('publicPlayer.fields.nationality'), value: nationality(player.nationality) },
    { label: t('publicPlayer.fields.height'), value: measure(player.height, t('publicPlayer.units.cm')) },
    { label: t('publicPlayer.fields.weight'), value: measure(player.weight, t('publicPlayer.units.kg')) },
    {
      label: t('publicPlayer.fields.foot'),
      value: player.rightyLefty ? t(`publicPlayer.footing.${player.rightyLefty}`) : '',
    },
    { label: t('publicPlayer.fields.positions'), value: names(player.positions) },
    { label: t('publicPlayer.fields.currentClub'), value: player.clubName?.trim() },
    { label: t('publicPlayer.fields.formerClub'), value: player.formerClub.trim() },
    { label: t('publicPlayer.fields.contractStatus'), value: player.playerContract?.trim() },
    { label: t('publicPlayer.fields.contractUntil'), value: publicDate(player.playerContractEndDate) },
    { label: t('publicPlayer.fields.internationalLevel'), value: player.internationalLevel.trim() },
    {
      label: t('publicPlayer.fields.transferMarket'),
      value: player.transferMarket.trim() && (
        <ExternalLink href={player.transferMarket}>{t('publicPlayer.values.openProfile')}</ExternalLink>
      ),
    },
    ...(player.maritalStatus
      ? [
          {
            label: t('publicPlayer.fields.maritalStatus'),
            value: t(`publicPlayer.maritalStatus.${player.maritalStatus}`),
          },
        ]
      : []),
  ];

  return (
    <PublicSheet layout={layout}>
      <PlayerHeader player={player} sportName={sportName} variant="dark" />
      <div className={classes.body}>
        {answer}
        <div className={classes.footballGrid}>
          <div className={classes.stack} style={{ gridArea: 'photo' }}>
            <PlayerPhoto player={player} />
            <CvButton player={player} />
          </div>
          <div className={classes.stack} style={{ gridArea: 'facts' }}>
            <Section title={t('publicPlayer.sections.playerInformation')}>
              <table className={classes.table}>
                <tbody>
                  {facts.map((fact) => (
                    <tr key={fact.label}>
                      <th scope="row">{fact.label}</th>
                      <td>{fact.value || MISSING}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          </div>
          {player.agent1 && (
            <div className={classes.stack} style={{ gridArea: 'side' }}>
              <Section title={t('publicPlayer.sections.agent')}>
                <AgentFacts agent={player.agent1} withWebsite />
              </Section>
            </div>
          )}
          <div className={classes.stack} style={{ gridArea: 'main' }}>
            <RichTextSection title={t('publicPlayer.sections.profile')} html={player.description} />
            <RichTextSection title={t('publicPlayer.sections.statistics')} html={player.statistics} />
            <RichTextSection title={t('publicPlayer.sections.references')} html={player.playerReferences} />
            <VideoSection videos={primaryFirst(player.videoInfos)} />
          </div>
        </div>
      </div>
      <SheetFooter />
    </PublicSheet>
  );
}
