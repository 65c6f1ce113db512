import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface EntityOption {
  value: string;
  label: string;
}

/** Adds an option for each chosen id no longer among the options: "[Deleted record]". */
function withDeleted(options: readonly EntityOption[], chosen: readonly string[], deletedLabel: string) {
  const known = new Set(options.map((option) => option.value));
  const deleted = chosen.filter((value) => !known.has(value));
  return {
    data: [...options, ...deleted.map((value) => ({ value, label: deletedLabel }))],
    hasDeleted: deleted.length > 0,
  };
}

type EntitySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  options: readonly EntityOption[];
  /** The options are still loading: nothing counts as removed yet. */
  loading?: boolean;
  /** The chosen id; '' (how forms keep "none", so that the field stays a string) or null for none. */
  value?: string | null;
  /** Told '' when the choice is cleared, where Mantine's Select says null. */
  onChange?: (value: string) => void;
};

/**
 * Spec 2, Other widgets: a choice of records. A chosen record that has since been removed shows as
 * "[Deleted record]" with "This option has been removed from the database".
 */
export function EntitySelect({
  options,
  loading = false,
  value,
  onChange,
  description,
  ...props
}: EntitySelectProps) {
  const { t } = useTranslation();
  const { data, hasDeleted } = withDeleted(
    options,
    value && !loading ? [value] : [],
    t('messages.deletedRecord'),
  );
  return (
    <Select
      {...props}
      value={value || null}
      onChange={(chosen) => onChange?.(chosen ?? '')}
      data={data}
      description={hasDeleted ? t('messages.deletedRecordHint') : description}
    />
  );
}

type EntityMultiSelectProps = Omit<MultiSelectProps, 'data'> & {
  options: readonly EntityOption[];
  loading?: boolean;
};

/** The same for several records. */
export function EntityMultiSelect({
  options,
  loading = false,
  value = [],
  description,
  ...props
}: EntityMultiSelectProps) {
  const { t } = useTranslation();
  const { data, hasDeleted } = withDeleted(options, loading ? [] : value, t('messages.deletedRecord'));
  return (
    <MultiSelect
      {...props}
      value={value}
      data={data}
      description={hasDeleted ? t('messages.deletedRecordHint') : description}
    />
  );
}
