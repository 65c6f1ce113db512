import {
  Button,
  Checkbox,
  Drawer,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { CONTRACT_NAMES, MAX_CONTRACTS } from '@transferdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { EntitySelect } from '../../../components/EntitySelect.tsx';
import { contractPeriod } from './player-format.ts';
import { type ContractValues, contractValues, type PlayerValues } from './player-values.ts';

type TextKey = 'clubName' | 'contractType' | 'type' | 'link' | 'contractPartner';
type CommentKey = 'comment' | 'buyOutComment' | 'optionComment' | 'relegationComment';
type DateKey = 'startDate' | 'endDate' | 'buyOutDate' | 'optionDate';
type FlagKey = 'option' | 'relegationOrPromotion';

/** The sport's currencies, as the player form has them for the player's own. */
interface Currencies {
  options: readonly { id: string; name: string }[] | undefined;
  loading: boolean;
}

/** The server's message about each field it refused, by path ("contracts.0.buyOutValutaId"). */
type Refused = Readonly<Record<string, string>>;

/**
 * The player's contracts (D25): each a row of the form, added, edited in a side panel with every
 * field, and removed in place. The form sends the whole list; a contract that fails a rule, the
 * form's or the server's, is marked on its row.
 */
export function ContractFields({
  form,
  currencies,
  refused,
}: {
  form: UseFormReturnType<PlayerValues>;
  currencies: Currencies;
  refused: Refused;
}) {
  const { t } = useTranslation();
  const contracts = form.getValues().contracts;
  const [editing, setEditing] = useState<number | null>(null);
  const hasErrors = (index: number) =>
    [...Object.keys(form.errors), ...Object.keys(refused)].some((key) =>
      key.startsWith(`contracts.${index}.`),
    );

  const add = () => {
    form.insertListItem('contracts', contractValues());
    setEditing(contracts.length);
  };
  const remove = (index: number) => {
    setEditing(null);
    form.removeListItem('contracts', index);
  };

  return (
    <Stack gap="sm">
      {contracts.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('players.contracts.none')}
        </Text>
      )}
      {contracts.map((contract, index) => (
        <ContractRow
          key={contract.key}
          contract={contract}
          number={index + 1}
          invalid={hasErrors(index)}
          onEdit={() => setEditing(index)}
          onRemove={() => remove(index)}
        />
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={contracts.length >= MAX_CONTRACTS}
          onClick={add}
        >
          {t('players.contracts.add')}
        </Button>
      </Group>
      <Drawer
        opened={editing !== null && editing < contracts.length}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        title={editing === null ? '' : t('players.contracts.legend', { number: editing + 1 })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing !== null && editing < contracts.length && (
          <ContractEditor
            form={form}
            index={editing}
            currencies={currencies}
            refused={refused}
            onDone={() => setEditing(null)}
          />
        )}
      </Drawer>
    </Stack>
  );
}

interface ContractRowProps {
  contract: ContractValues;
  number: number;
  invalid: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

function ContractRow({ contract, number, invalid, onEdit, onRemove }: ContractRowProps) {
  const { t } = useTranslation();
  const summary = [contract.clubName, contractPeriod(contract)].filter(Boolean).join(' · ');
  const name = t('players.contracts.legend', { number });
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm">
            {name} · {t(`players.contracts.names.${contract.contractName}`)}
          </Text>
          <Text size="sm" c="dimmed" truncate="end">
            {summary || t('players.contracts.noClub')}
          </Text>
          {invalid && (
            <Group gap={4} c="red">
              <IconAlertCircle size={14} aria-hidden />
              <Text size="sm" c="red">
                {t('players.contracts.invalid')}
              </Text>
            </Group>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" flex="none">
          <Button
            variant="subtle"
            color="red"
            size="xs"
            px={6}
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
            aria-label={t('players.contracts.removeOf', { name })}
          >
            {t('players.contracts.remove')}
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={t('players.contracts.editOf', { name })}
          >
            {t('common.edit')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** Every field of one contract, bound to the player form's `contracts.{index}`. */
function ContractEditor({
  form,
  index,
  currencies,
  refused,
  onDone,
}: {
  form: UseFormReturnType<PlayerValues>;
  index: number;
  currencies: Currencies;
  refused: Refused;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const path = (field: keyof ContractValues) => `contracts.${index}.${field}`;
  // D38: the amount and its currency show while the clause is on.
  const buyOut = form.useWatchValue(path('buyOut')) as boolean;
  const buyOutValutaId = form.useWatchValue(path('buyOutValutaId')) as string;
  const label = (field: Exclude<keyof ContractValues, 'key' | 'id'>) =>
    t(`players.contracts.fields.${field}`);
  const text = (field: TextKey, max: number) => (
    <TextInput
      key={form.key(path(field))}
      label={label(field)}
      maxLength={max}
      autoComplete="off"
      {...form.getInputProps(path(field))}
    />
  );
  const comment = (field: CommentKey) => (
    <Textarea label={label(field)} maxLength={2000} rows={3} {...form.getInputProps(path(field))} />
  );
  const date = (field: DateKey) => (
    <DateField
      key={form.key(path(field))}
      label={label(field)}
      placeholder={t('players.form.dateFormat')}
      clearable
      clearButtonProps={{ 'aria-label': t('players.form.clearField', { field: label(field) }) }}
      popoverProps={{ withinPortal: true }}
      {...form.getInputProps(path(field))}
    />
  );
  const buyOutProps = form.getInputProps(path('buyOut'), { type: 'checkbox' });
  const flag = (field: FlagKey) => (
    <Checkbox
      key={form.key(path(field))}
      label={label(field)}
      {...form.getInputProps(path(field), { type: 'checkbox' })}
    />
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          key={form.key(path('contractName'))}
          label={label('contractName')}
          withAsterisk
          allowDeselect={false}
          data={CONTRACT_NAMES.map((name) => ({ value: name, label: t(`players.contracts.names.${name}`) }))}
          {...form.getInputProps(path('contractName'))}
        />
        {text('clubName', 200)}
        {text('contractType', 100)}
        {text('type', 100)}
        {date('startDate')}
        {date('endDate')}
        {text('link', 1000)}
        <NumberInput
          key={form.key(path('termination'))}
          label={label('termination')}
          allowDecimal={false}
          allowNegative={false}
          min={0}
          max={120}
          {...form.getInputProps(path('termination'))}
        />
        {text('contractPartner', 200)}
      </SimpleGrid>
      {comment('comment')}
      <Checkbox
        key={form.key(path('buyOut'))}
        label={label('buyOut')}
        {...buyOutProps}
        onChange={(event) => {
          buyOutProps.onChange(event);
          // A new clause is in the player's currency until another is chosen.
          const { contracts, valutaId } = form.getValues();
          if (event.currentTarget.checked && !contracts[index]?.buyOutValutaId && valutaId) {
            form.setFieldValue(path('buyOutValutaId'), valutaId);
          }
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {date('buyOutDate')}
        {buyOut && (
          <NumberInput
            key={form.key(path('buyOutAmount'))}
            label={label('buyOutAmount')}
            allowDecimal
            decimalScale={2}
            allowNegative={false}
            min={0}
            thousandSeparator={i18n.language === 'da' ? '.' : ','}
            decimalSeparator={i18n.language === 'da' ? ',' : undefined}
            {...form.getInputProps(path('buyOutAmount'))}
          />
        )}
        {buyOut && (
          <EntitySelect
            label={label('buyOutValutaId')}
            placeholder={t('players.form.choose')}
            searchable
            clearable
            nothingFoundMessage={t('players.form.nothingFound')}
            options={(currencies.options ?? []).map((item) => ({ value: item.id, label: item.name }))}
            loading={currencies.loading}
            disabled={currencies.loading}
            error={form.errors[path('buyOutValutaId')] ?? refused[path('buyOutValutaId')]}
            value={buyOutValutaId}
            onChange={(value) => form.setFieldValue(path('buyOutValutaId'), value)}
          />
        )}
        {comment('buyOutComment')}
      </SimpleGrid>
      {flag('option')}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {date('optionDate')}
        {comment('optionComment')}
      </SimpleGrid>
      {flag('relegationOrPromotion')}
      {comment('relegationComment')}
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('players.contracts.done')}</Button>
      </Group>
    </Stack>
  );
}
