import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Currency, DEFAULT_CURRENCY, pricePer100Eur } from '@transferdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardEditButton } from '../../../components/card-parts.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatPrice, formatWhole } from '../format.ts';

/** One currency (spec 2, Currencies): its price per 1 EUR and, as D17 says, per 100 EUR. */
export function CurrencyCard({ valuta, tenantId }: { valuta: Currency; tenantId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const isBase = valuta.name === DEFAULT_CURRENCY;
  return (
    <Card component="article" aria-labelledby={headingId} h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {valuta.name}
        </Title>
        {isBase && (
          <Badge size="xs" variant="light" radius="sm" tt="none" flex="none">
            {t('currencies.card.base')}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
        <Stack gap={2}>
          <Text component="dt" size="xs" c="dimmed">
            {t('currencies.card.perEur')}
          </Text>
          <Text component="dd" m={0} fw={600} ff="monospace">
            {formatPrice(valuta.value, i18n.language)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text component="dt" size="xs" c="dimmed">
            {t('currencies.card.per100Eur')}
          </Text>
          <Text component="dd" m={0} fw={600} ff="monospace">
            {formatWhole(pricePer100Eur(valuta.value), i18n.language)}
          </Text>
        </Stack>
      </SimpleGrid>
      {!isBase && (
        <Group justify="flex-end" mt="auto" pt="lg">
          <CardEditButton to={paths.currencies.currency(tenantId, valuta.id)} name={valuta.name} />
        </Group>
      )}
    </Card>
  );
}
