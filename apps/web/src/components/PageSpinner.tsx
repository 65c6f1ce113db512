import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page or its data loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center mih={240} role="status" aria-label={t('common.loading')}>
      <Loader type="dots" />
    </Center>
  );
}
