// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../../client/ui/Modal';

afterEach(cleanup);

function Page({ open }: { open: boolean }) {
  return (
    <>
      <button type="button">Detrás</button>
      {open && (
        <Modal title="Términos" actions={<button type="button">ACEPTAR</button>}>
          <button type="button">RECHAZAR</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal (issue 9, item 5)', () => {
  it('takes focus to its first control and keeps Tab inside, both ways', async () => {
    const user = userEvent.setup();
    render(<Page open />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'RECHAZAR' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ACEPTAR' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'RECHAZAR' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ACEPTAR' }));
  });

  it('gives focus back to where it was when it closes', async () => {
    const { rerender } = render(<Page open={false} />);
    const behind = screen.getByRole('button', { name: 'Detrás' });
    behind.focus();
    rerender(<Page open />);
    expect(document.activeElement).not.toBe(behind);
    rerender(<Page open={false} />);
    expect(document.activeElement).toBe(behind);
  });
});
