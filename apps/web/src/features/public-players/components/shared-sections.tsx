import { type PublicPlayer, publicDate } from '@transferdesk/shared';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/RichTextView.tsx';
import { classes, type Fact, Section } from './parts.tsx';
import { hasRichText, measure, nationality } from './public-format.ts';

export interface LayoutProps {
  player: PublicPlayer;
  /** The sport's name as the address gives it (the tenant title). */
  sportName: string;
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
