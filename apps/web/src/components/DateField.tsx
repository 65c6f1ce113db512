import { Input, Popover, type PopoverProps, TextInput, type TextInputProps } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { ISO_DATE_PATTERN, isRealDate } from '@transferdesk/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import 'dayjs/locale/en-gb';
import { type ComponentProps, type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** yyyy-MM-dd; while what was typed names no day (2002-02-30, 2002-02-3), that text; null when empty. */
  value?: string | null;
  /** The same, for a form in uncontrolled mode. */
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** The calendar offers no day before or after these; a typed day outside them is not taken. */
  minDate?: Date | string;
  maxDate?: Date | string;
  clearable?: boolean;
  clearButtonProps?: ComponentProps<'button'>;
  popoverProps?: Partial<PopoverProps>;
}

/** A day that exists, written yyyy-MM-dd. */
const isDay = (text: string) => ISO_DATE_PATTERN.test(text) && isRealDate(text);
const dayOf = (date: Date | string | undefined) =>
  date === undefined ? undefined : dayjs(date).format('YYYY-MM-DD');
/** What a text hands the form: nothing when empty, else the text itself, for the form's schema to judge. */
const textValue = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * A yyyy-MM-dd date field, typed or picked from a calendar, that never turns what was typed into
 * another day (issue 26, item 1). Mantine's DateInput rolls 2002-02-30 over into 2002-03-02 and
 * 1985-13-40 into 1986-02-09; here the text stays as typed and the form gets that text, so that its
 * shared schema says what is wrong ("Not a valid date", "Use the format yyyy-MM-dd") and nothing is
 * sent. A real day outside minDate/maxDate is not taken: the field returns to what it held when it
 * was entered, as DateInput does.
 */
export function DateField({
  value,
  defaultValue,
  onChange,
  minDate,
  maxDate,
  clearable,
  clearButtonProps,
  popoverProps,
  onBlur,
  onFocus,
  onClick,
  onKeyDown,
  readOnly,
  disabled,
  rightSection,
  ...inputProps
}: DateFieldProps) {
  const { i18n } = useTranslation();
  const [own, setOwn] = useState<string | null>(defaultValue ?? null);
  const current = value !== undefined ? value : own;
  const [text, setText] = useState(current ?? '');
  const [opened, setOpened] = useState(false);
  const selected = current !== null && isDay(current) ? current : null;
  const [month, setMonth] = useState<string>(selected ?? dayjs().format('YYYY-MM-DD'));
  // A value set from outside (the form reset, another record loaded) replaces the text.
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    if (current !== textValue(text)) setText(current ?? '');
    if (current !== null && isDay(current)) setMonth(current);
  }
  const [min, max] = [dayOf(minDate), dayOf(maxDate)];
  const inRange = (day: string) => (!min || day >= min) && (!max || day <= max);

  const change = (next: string | null) => {
    setOwn(next);
    onChange?.(next);
  };
  const type = (typed: string) => {
    setText(typed);
    setOpened(true);
    const next = textValue(typed);
    if (next === null || !isDay(next) || inRange(next)) change(next);
    if (next !== null && isDay(next)) setMonth(next);
  };
  const pick = (day: string) => {
    setText(day);
    change(day);
    setOpened(false);
  };
  // What the field held when it was entered, to return to when a day outside the range was typed.
  const [entered, setEntered] = useState(current);
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setOpened(false);
    const typed = textValue(text);
    if (typed !== null && isDay(typed) && !inRange(typed)) {
      setText(entered ?? '');
      change(entered);
    }
    onBlur?.(event);
  };
  const clear =
    clearable && text !== '' && !readOnly && !disabled ? (
      <Input.ClearButton
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          setText('');
          change(null);
        }}
        {...clearButtonProps}
      />
    ) : undefined;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus={false}
      position="bottom-start"
      disabled={readOnly || disabled}
      withRoles={false}
      {...popoverProps}
    >
      <Popover.Target>
        <TextInput
          autoComplete="off"
          {...inputProps}
          value={text}
          readOnly={readOnly}
          disabled={disabled}
          rightSection={clear ?? rightSection}
          onChange={(event) => type(event.currentTarget.value)}
          onBlur={leave}
          onFocus={(event) => {
            onFocus?.(event);
            setEntered(current);
            setOpened(true);
          }}
          onClick={(event) => {
            onClick?.(event);
            setOpened(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpened(false);
            onKeyDown?.(event);
          }}
        />
      </Popover.Target>
      <Popover.Dropdown onMouseDown={(event) => event.preventDefault()} data-dates-dropdown>
        <Calendar
          __preventFocus
          // Month and weekday names in the reader's language.
          locale={i18n.language}
          minDate={minDate}
          maxDate={maxDate}
          date={month}
          onDateChange={setMonth}
          getDayProps={(day) => ({ selected: day === selected, onClick: () => pick(day) })}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
