import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type FormActionsProps = {
  saving: boolean;
} & (
  | {
      /** Where Cancel leads: the list or page the form was opened from. */
      cancelTo: string;
    }
  | {
      /** What Cancel does in a form that lives in a dialog: closing it (not while saving). */
      onCancel: () => void;
    }
);

/** The Cancel and Save buttons every entity form ends with, on its page or in its dialog. */
export function FormActions({ saving, ...cancel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      {'cancelTo' in cancel ? (
        <Button component={Link} to={cancel.cancelTo} variant="default">
          {t('common.cancel')}
        </Button>
      ) : (
        <Button variant="default" onClick={cancel.onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {t('common.save')}
      </Button>
    </Group>
  );
}
