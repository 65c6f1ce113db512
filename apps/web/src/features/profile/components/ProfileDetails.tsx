import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type Icon,
  IconBriefcase,
  IconCake,
  IconMail,
  IconMapPin,
  IconPhone,
  IconShieldCheck,
} from '@tabler/icons-react';
import { MISSING_VALUE } from '@transferdesk/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates.ts';

interface Detail {
  label: string;
  value: ReactNode;
  Icon: Icon;
}

interface ProfileDetailsProps {
  email: string;
  phoneNumber: string | null | undefined;
  title: string | null | undefined;
  location: string | null | undefined;
  birthday: string | null | undefined;
  roles: readonly string[];
}

/** The person's details; what is not filled in reads as a dash. */
export function ProfileDetails({
  email,
  phoneNumber,
  title,
  location,
  birthday,
  roles,
}: ProfileDetailsProps) {
  const { t, i18n } = useTranslation();
  const details: Detail[] = [
    { label: t('profile.fields.email'), value: email, Icon: IconMail },
    { label: t('profile.fields.phoneNumber'), value: phoneNumber, Icon: IconPhone },
    { label: t('profile.fields.title'), value: title, Icon: IconBriefcase },
    { label: t('profile.fields.location'), value: location, Icon: IconMapPin },
    {
      label: t('profile.fields.birthday'),
      value: birthday ? formatLongDate(birthday, i18n.language) : null,
      Icon: IconCake,
    },
    {
      label: t('profile.fields.roles'),
      value: roles.map((role) => t(`roles.${role}` as 'roles.User')).join(', '),
      Icon: IconShieldCheck,
    },
  ];
  return (
    <Card p={{ base: 'lg', sm: 'xl' }} mt="lg">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="lg" m={0}>
        {details.map(({ label, value, Icon }) => (
          <Stack key={label} gap={2} miw={0}>
            <Text
              component="dt"
              size="xs"
              c="dimmed"
              tt="uppercase"
              fw={600}
              display="flex"
              style={{ alignItems: 'center', gap: 6 }}
            >
              <Icon size={14} aria-hidden />
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} truncate="end">
              {value || MISSING_VALUE}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
