import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface FormActionsProps {
  /** Where Cancel leads: the list or page the form was opened from. */
  cancelTo: string;
  saving: boolean;
}

/** The Cancel and Save buttons every entity form ends with. */
export function FormActions({ cancelTo, saving }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button component={Link} to={cancelTo} variant="default">
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
