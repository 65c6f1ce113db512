import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('does the same among several', async () => {
    renderComponent(
      <EntityMultiSelect label="Sports" options={OPTIONS} value={['b', 'gone']} onChange={() => {}} />,
    );
    expect((await screen.findAllByText('Icehockey')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('[Deleted record]').length).toBeGreaterThan(0);
    expect(screen.getByText('This option has been removed from the database')).toBeInTheDocument();
  });
});
