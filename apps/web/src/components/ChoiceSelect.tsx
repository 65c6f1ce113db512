import { Select, type SelectProps } from '@mantine/core';

interface ChoiceSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'clearable'> {
  /** The stored values to choose from. */
  choices: readonly string[];
  /** The text shown for a value; the value itself when absent. */
  choiceLabel?: (value: string) => string;
  /** '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** One choice of a fixed list (contract type, marital status ...), clearable back to ''. */
export function ChoiceSelect({ choices, choiceLabel, value, onChange, ...props }: ChoiceSelectProps) {
  return (
    <Select
      clearable
      data={choices.map((choice) => ({ value: choice, label: choiceLabel ? choiceLabel(choice) : choice }))}
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
