import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../support/screen';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the help box of the linking screen (issue 9, item 19)', () => {
  it('scrolls into view 300 ms after it opens, not at once (spec 2 §2)', async () => {
    await renderScreen('/adminitracion_cuentas/autogas/asociar', { as: 'nuevo@demo.cl' });
    const summary = await screen.findByText('¿No encuentras tu servicio? Te ayudamos');
    const box = summary.closest('details');
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(summary);
    expect(box?.open).toBe(true);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(299);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(box);
  });

  it('does not scroll when it is closed again before then', async () => {
    await renderScreen('/adminitracion_cuentas/autogas/asociar', { as: 'nuevo@demo.cl' });
    const summary = await screen.findByText('¿No encuentras tu servicio? Te ayudamos');
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(summary);
    vi.advanceTimersByTime(100);
    fireEvent.click(summary);
    vi.advanceTimersByTime(500);
    expect(scroll).not.toHaveBeenCalled();
  });

  it('requires the patent on autogas (spec 2 §5), with the other fields', async () => {
    const { user } = await renderScreen('/adminitracion_cuentas/autogas/asociar', { as: 'nuevo@demo.cl' });
    await user.click(await screen.findByText('¿No encuentras tu servicio? Te ayudamos'));
    const help = screen.getByText('¿No encuentras tu servicio? Te ayudamos').closest('details')!;
    await user.click(within(help).getByRole('button', { name: 'Enviar solicitud' }));
    const patent = within(help).getByLabelText(/Patente/);
    await waitFor(() => expect(patent.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(patent.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Campo requerido');
  });
});
