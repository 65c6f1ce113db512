import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../test/render-component.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function Harness({ veto = false, isStatic = false, onConfirm = () => {} }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Remove
      </button>
      <ConfirmDialog
        opened={opened}
        static={isStatic}
        onConfirm={onConfirm}
        onClose={() => {
          if (veto) return false;
          setOpened(false);
        }}
      />
    </>
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
  return screen.findByRole('dialog', { name: 'Confirm your action' });
};

describe('ConfirmDialog', () => {
  it('asks with the spec text and confirms with Delete', async () => {
    const onConfirm = vi.fn();
    renderComponent(<Harness onConfirm={onConfirm} />);
    await open();
    expect(screen.getByText('Please confirm your action by clicking Delete.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on Cancel and on Escape', async () => {
    renderComponent(<Harness />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a click beside it unless static', async () => {
    renderComponent(<Harness />);
    await open();
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open on a click beside it when static', async () => {
    renderComponent(<Harness isStatic />);
    await open();
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (!overlay) throw new Error('no overlay');
    await userEvent.click(overlay);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on the browser Back without leaving the page', async () => {
    const { router } = renderComponent(<Harness />, '/news/1/edit');
    await open();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/news/1/edit');
  });

  it('stays open when the close handler vetoes', async () => {
    renderComponent(<Harness veto />);
    await open();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
