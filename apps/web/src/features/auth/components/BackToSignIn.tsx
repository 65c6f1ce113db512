import { Anchor, Center } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Center>
      <Anchor
        component={Link}
        to={paths.signIn}
        size="sm"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 6 }}
      >
        <IconArrowLeft size={16} aria-hidden />
        {t('account.backToSignIn')}
      </Anchor>
    </Center>
  );
}
