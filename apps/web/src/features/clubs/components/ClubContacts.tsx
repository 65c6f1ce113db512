import {
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { type Club, MISSING_VALUE } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableHead } from '../../../components/TableHead.tsx';
import { paths } from '../../../lib/paths.ts';
import { contactName } from '../../../lib/person-name.ts';
import type { RouteTenant } from '../../../lib/route-tenant.ts';

type ClubContact = Club['contacts'][number];

/**
 * The club's contacts: a table on wider screens, one card per contact on a phone (below Mantine's
 * `sm`), where the table's four columns were cut off with no sign that they scroll (issue 26, item 19).
 */
export function ClubContacts({ club, tenant }: { club: Club; tenant: RouteTenant }) {
  const { t } = useTranslation();
  // Read at once, so that a desktop never draws the cards first.
  const asCards = useMatches({ base: true, sm: false }, { getInitialValueInEffect: false });
  const name = (contact: ClubContact, fw?: number) => (
    <Anchor component={Link} to={paths.contacts.contact(tenant.id, contact.id)} size="sm" fw={fw}>
      {contactName(contact) || t('clubs.detail.unnamed')}
    </Anchor>
  );
  const email = (contact: ClubContact) =>
    contact.email ? (
      <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {contact.email}
      </Anchor>
    ) : (
      MISSING_VALUE
    );

  let body: ReactNode;
  if (club.contacts.length === 0) {
    body = (
      <Group gap="xs" c="dimmed">
        <IconUsers size={16} aria-hidden />
        <Text size="sm">{t('clubs.detail.noContacts')}</Text>
      </Group>
    );
  } else if (asCards) {
    body = (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {club.contacts.map((contact) => (
          <Paper component="li" key={contact.id} withBorder radius="md" p="sm">
            <Text size="sm" mb={6}>
              {name(contact, 600)}
            </Text>
            <SimpleGrid component="dl" cols={1} spacing={4} m={0}>
              <CardFact label={t('clubs.detail.contactRole')} value={contact.role || MISSING_VALUE} />
              <CardFact label={t('clubs.fields.email')} value={email(contact)} />
              <CardFact label={t('clubs.detail.contactPhone')} value={contact.phoneNumber || MISSING_VALUE} />
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  } else {
    body = (
      // Scroll bars stay visible while the table is wider than its card.
      <Table.ScrollContainer minWidth={520} scrollAreaProps={{ type: 'auto' }}>
        <Table verticalSpacing="xs" fz="sm" highlightOnHover>
          <TableHead
            columns={[
              t('clubs.detail.contactName'),
              t('clubs.detail.contactRole'),
              t('clubs.fields.email'),
              t('clubs.detail.contactPhone'),
            ]}
          />
          <Table.Tbody>
            {club.contacts.map((contact) => (
              <Table.Tr key={contact.id}>
                <Table.Td>{name(contact)}</Table.Td>
                <Table.Td>{contact.role || MISSING_VALUE}</Table.Td>
                <Table.Td>{email(contact)}</Table.Td>
                <Table.Td>{contact.phoneNumber || MISSING_VALUE}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Card component="section" aria-labelledby="club-contacts" p={{ base: 'lg', sm: 'xl' }}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4" id="club-contacts">
          {t('clubs.detail.contacts', { count: club.contacts.length })}
        </Title>
        {club.deletedAt === null && (
          <Button
            component={Link}
            to={paths.contacts.add(tenant.id, club.id)}
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            {t('clubs.detail.addContact')}
          </Button>
        )}
      </Group>
      {body}
    </Card>
  );
}

function CardFact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase" w={64} flex="none">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} miw={0}>
        {value}
      </Text>
    </Group>
  );
}
