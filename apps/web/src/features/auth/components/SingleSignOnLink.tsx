import { Button, Divider } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQuery } from '../../../lib/config.ts';
import { useSingleSignOnSettings } from '../api.ts';

/**
 * Spec 1, Sign-in page: the single sign-on link, built by the server from the provider's settings
 * (D31). Absent where no provider is configured (the server's configuration says so, and the link
 * is then not asked for) or it cannot be reached; password sign-in stays.
 */
export function SingleSignOnLink() {
  const { t } = useTranslation();
  const configured = useQuery(configQuery).data?.singleSignOn === true;
  const settings = useSingleSignOnSettings(configured);
  if (!settings.data) return null;
  return (
    <>
      <Divider label={t('signIn.or')} labelPosition="center" />
      <Button
        component="a"
        href={settings.data.url}
        variant="default"
        fullWidth
        leftSection={<IconBuildingSkyscraper size={18} aria-hidden />}
      >
        {t('signIn.singleSignOn')}
      </Button>
    </>
  );
}
