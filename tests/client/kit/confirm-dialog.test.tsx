// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../client/ui/ConfirmDialog';

afterEach(cleanup);

/** An order row whose 'Anular' opens the dialog, as a screen would use it. */
function CancelOrder({ onConfirm }: { onConfirm: ConfirmDialogProps['onConfirm'] }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Anular
      </button>
      {done && <p>Pedido anulado</p>}
      {open && (
        <ConfirmDialog
          title="Anular pedido"
          message="¿Deseas anular el pedido N° 5001?"
          confirmLabel="Sí, anular"
          failureText="Error anulando pedido, inténtalo más tarde"
          onCancel={() => setOpen(false)}
          onConfirm={async () => {
            const refusal = await onConfirm();
            if (refusal) return refusal;
            setOpen(false);
            setDone(true);
          }}
        />
      )}
    </>
  );
}

function deferred() {
  let resolve: (value: string | null) => void = () => {};
  const promise = new Promise<string | null>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const open = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Anular' }));
  return user;
};

describe('ConfirmDialog', () => {
  it('opens as a named dialog with its message and the focus on Cancelar', async () => {
    render(<CancelOrder onConfirm={async () => null} />);
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Anular pedido' });
    expect(dialog.textContent).toContain('¿Deseas anular el pedido N° 5001?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' }));
  });

  it('closes with Escape without confirming, and gives the focus back', async () => {
    const onConfirm = vi.fn();
    render(<CancelOrder onConfirm={onConfirm} />);
    const user = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Anular' }));
  });

  it('closes with Cancelar', async () => {
    render(<CancelOrder onConfirm={async () => null} />);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is busy while the action runs: both buttons disabled and Escape ignored', async () => {
    const answer = deferred();
    render(<CancelOrder onConfirm={() => answer.promise} />);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Sí, anular' }));
    const confirm = screen.getByRole('button', { name: 'Sí, anular' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    answer.resolve(null);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Pedido anulado')).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog and lets the user try again', async () => {
    const onConfirm = vi.fn().mockResolvedValueOnce('Ya solicitaste anular este pedido').mockResolvedValueOnce(null);
    render(<CancelOrder onConfirm={onConfirm} />);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Sí, anular' }));
    expect(screen.getByRole('alert').textContent).toBe('Ya solicitaste anular este pedido');
    expect((screen.getByRole('button', { name: 'Sí, anular' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Sí, anular' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('brings the focus back to Cancelar when a refused attempt re-enables the buttons', async () => {
    const answer = deferred();
    render(<CancelOrder onConfirm={() => answer.promise} />);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Sí, anular' }));
    // Chromium drops the focus of a button that becomes disabled (happy-dom keeps it): put it outside the dialog
    screen.getByRole('button', { name: 'Anular' }).focus();
    answer.resolve('Ya solicitaste anular este pedido');
    await vi.waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    // the focus comes back in the effect after the commit that shows the refusal, not in that commit
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancelar' })));
  });

  it('shows the failure text when the action fails', async () => {
    render(<CancelOrder onConfirm={() => Promise.reject(new Error('network'))} />);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Sí, anular' }));
    expect(screen.getByRole('alert').textContent).toBe('Error anulando pedido, inténtalo más tarde');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
