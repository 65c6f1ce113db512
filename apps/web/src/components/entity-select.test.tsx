import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../test/render-component.tsx';
import { EntityMultiSelect, EntitySelect } from './EntitySelect.tsx';

const OPTIONS = [
  { value: 'a', label: 'Football' },
  { value: 'b', label: 'Icehockey' },
];

describe('EntitySelect', () => {
  it('shows a known option by its name', async () => {
    renderComponent(<EntitySelect label="Club" options={OPTIONS} value="a" onChange={() => {}} />);
    expect(await screen.findByRole('combobox', { name: 'Club' })).toHaveValue('Football');
    expect(screen.queryByText('This option has been removed from the database')).not.toBeInTheDocument();
  });

  it('shows a removed option as "[Deleted record]" with the hint', async () => {
    renderComponent(<EntitySelect label="Club" options={OPTIONS} value="gone" onChange={() => {}} />);
    expect(await screen.findByRole('combobox', { name: 'Club' })).toHaveValue('[Deleted record]');
    expect(screen.getByText('This option has been removed from the database')).toBeInTheDocument();
  });

  it("shows no choice for '' (how forms keep none)", async () => {
    renderComponent(<EntitySelect label="Club" options={OPTIONS} value="" onChange={() => {}} />);
    expect(await screen.findByRole('combobox', { name: 'Club' })).toHaveValue('');
    expect(screen.queryByText('[Deleted record]')).not.toBeInTheDocument();
  });

  // Mantine hides its clear button from assistive technology (the keyboard clears with Backspace).
  it("reports '' when the choice is cleared, not Mantine's null", async () => {
    const onChange = vi.fn();
    renderComponent(
      <EntitySelect
        label="Club"
        options={OPTIONS}
        value="a"
        onChange={onChange}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear club' }}
      />,
    );
    await userEvent.click(await screen.findByLabelText('Clear club'));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('does the same among several', async () => {
    renderComponent(
      <EntityMultiSelect label="Sports" options={OPTIONS} value={['b', 'gone']} onChange={() => {}} />,
    );
    expect((await screen.findAllByText('Icehockey')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('[Deleted record]').length).toBeGreaterThan(0);
    expect(screen.getByText('This option has been removed from the database')).toBeInTheDocument();
  });
});
