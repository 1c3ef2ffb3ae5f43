import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { NOTICE_MS } from '../../client/ui/Notice';
import { createScreenWorld, fill, renderScreen } from '../support/screen';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/editar-perfil', () => {
  it('shows e-mail and RUT as text, not as fields that look editable (issue 9, item 18)', async () => {
    const { session } = await renderScreen('/editar-perfil', { as: 'cliente@demo.cl' });
    const name = (await screen.findByLabelText('Nombre')) as HTMLInputElement;
    expect(name.value).toBe(session!.user.name);
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Rut' })).toBeNull();
    const shown = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual([
      ['Email', 'cliente@demo.cl'],
      ['Rut', session!.user.rut],
    ]);
  });

  it('takes no more than 60 characters of a pasted 313-character surname (issue 9, item 7)', async () => {
    const { user } = await renderScreen('/editar-perfil', { as: 'cliente@demo.cl' });
    await fill(user, await screen.findByLabelText('Apellido'), 'x'.repeat(313));
    expect(field('Apellido').value).toBe('x'.repeat(60));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Edición completada')).toBeDefined();
  });

  it('checks the fields before saving: required, phone and repeated password', async () => {
    const { user } = await renderScreen('/editar-perfil', { as: 'cliente@demo.cl' });
    await fill(user, await screen.findByLabelText('Nombre'), '');
    await fill(user, field('Teléfono'), '91234');
    await fill(user, field('Nueva contraseña'), 'Nueva.Clave.2026');
    await fill(user, field('Repetir contraseña'), 'Otra.Clave.2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Campo requerido')).toBeDefined();
    expect(screen.getByText('Teléfono debe contener 9 dígitos')).toBeDefined();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeDefined();
  });

  it('saves and confirms, and the header shows the new name', async () => {
    const { user, session } = await renderScreen('/editar-perfil', { as: 'cliente@demo.cl' });
    await fill(user, await screen.findByLabelText('Nombre'), 'Camila Andrea');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Edición completada')).toBeDefined();
    expect(screen.getByText('Datos actualizados correctamente')).toBeDefined();
    const header = screen.getByRole('banner');
    expect(await within(header).findByText(`Camila Andrea ${session!.user.lastName}`)).toBeDefined();
  });

  it("takes 'Edición completada' away after 5 s, as every notice (issue 9, item 8)", async () => {
    // the clock runs as real time does, and jumps the 5 s when told
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { user } = await renderScreen('/editar-perfil', { as: 'cliente@demo.cl' });
      await fill(user, await screen.findByLabelText('Nombre'), 'Camila Andrea');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Edición completada')).toBeDefined();
      await act(() => vi.advanceTimersByTimeAsync(NOTICE_MS));
      expect(screen.queryByText('Edición completada')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the load error with a retry when the profile cannot be read', async () => {
    const world = createScreenWorld();
    world.faults.fail('/person/profile/get');
    const { user } = await renderScreen('/editar-perfil', { as: 'cliente@demo.cl', world });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('En este momento no es posible obtener la información. Por favor intenta más tarde')).toBeDefined();
    world.faults.clear();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('cliente@demo.cl')).toBeDefined();
  });

  it('tells the user when saving fails', async () => {
    const world = createScreenWorld();
    world.faults.fail('/person/profile/update');
    const { user } = await renderScreen('/editar-perfil', { as: 'cliente@demo.cl', world });
    await fill(user, await screen.findByLabelText('Nombre'), 'Camila Andrea');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error inesperado')).toBeDefined();
    expect(screen.getByText('Intente mas tarde')).toBeDefined();
  });

  it('empties both password fields once a new password is saved (issue 9, item 12)', async () => {
    const { user } = await renderScreen('/editar-perfil', { as: 'cliente@demo.cl' });
    await fill(user, await screen.findByLabelText('Nueva contraseña'), 'Nueva.Clave.2026!');
    await fill(user, field('Repetir contraseña'), 'Nueva.Clave.2026!');
    await fill(user, field('Contraseña actual'), 'Gas.Demo.2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Edición completada')).toBeDefined();
    expect(field('Nueva contraseña').value).toBe('');
    expect(field('Repetir contraseña').value).toBe('');
    expect(field('Contraseña actual').value).toBe('');
  });

  it('asks for the current password before changing it, and says when it is wrong (issue 38, item 4)', async () => {
    const { user } = await renderScreen('/editar-perfil', { as: 'cliente@demo.cl' });
    await fill(user, await screen.findByLabelText('Nueva contraseña'), 'Nueva.Clave.2026!');
    await fill(user, field('Repetir contraseña'), 'Nueva.Clave.2026!');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresa tu contraseña actual para cambiarla')).toBeDefined();
    await fill(user, field('Contraseña actual'), 'No.Es.La.Clave1');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeDefined();
    expect(field('Nueva contraseña').value).toBe('Nueva.Clave.2026!');
  });

  it('keeps what was typed when saving fails', async () => {
    const world = createScreenWorld();
    world.faults.fail('/person/profile/update');
    const { user } = await renderScreen('/editar-perfil', { as: 'cliente@demo.cl', world });
    await fill(user, await screen.findByLabelText('Nueva contraseña'), 'Nueva.Clave.2026!');
    await fill(user, field('Repetir contraseña'), 'Nueva.Clave.2026!');
    await fill(user, field('Contraseña actual'), 'Gas.Demo.2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error inesperado')).toBeDefined();
    expect(field('Nueva contraseña').value).toBe('Nueva.Clave.2026!');
  });
});
