import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EDITED, PRIVILEGE_REQUIRED } from '../../machines/rules/funcionario-rules';
import { createScreenWorld, fill, renderScreen, type ScreenWorld } from '../support/screen';

const ADMIN = 'admin@empresa.demo.cl';
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'GUARDAR' });

function limitado(world: ScreenWorld) {
  return world.backend.world.companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
}

async function open(world = createScreenWorld()) {
  const user = limitado(world);
  const rendered = await renderScreen(`/funcionarios/${user.id}`, { as: ADMIN, world });
  await screen.findByRole('textbox', { name: 'Nombre' });
  return { ...rendered, record: user };
}

describe('/funcionarios/{id}', () => {
  it('shows the record with the right fields, the clients it holds and its history', async () => {
    const { record } = await open();
    expect(textbox('Nombre').value).toBe(record.name);
    expect(textbox('RUT').value).toBe(record.dni);
    expect(textbox('Email').type).toBe('email');
    expect(textbox('Email').autocomplete).toBe('off');
    expect(textbox('Teléfono').inputMode).toBe('numeric');
    expect(screen.getByRole('checkbox', { name: 'Generar nueva contraseña' })).toBeDefined();
    expect((screen.getByRole('switch', { name: 'Habilitado' }) as HTMLInputElement).checked).toBe(record.status === '1');
    const held = Object.values(record.privileges).filter((list) => list.length > 0).length;
    expect(screen.getAllByRole('button', { name: /^Administrar cliente/ })).toHaveLength(held);
    expect(screen.getAllByRole('button', { name: /^Habilitar cliente/ }).length).toBeGreaterThan(0);
    const history = screen.getByRole('region', { name: 'Historial de cambios' });
    expect(within(history).queryByRole('alert')).toBeNull();
  });

  it('changes privileges with the popup (keyboard too), disables it and saves', async () => {
    const { user, world, record } = await open();
    const granted = (privileges: Record<string, number[]>) => Object.values(privileges).filter((list) => list.length > 0).length;
    const before = granted(record.privileges);
    await user.click(screen.getAllByRole('button', { name: /^Habilitar cliente/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    const [box] = within(dialog).getAllByRole('checkbox');
    box!.focus();
    await user.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    // Escape cancels a popup without changing anything
    await user.click(screen.getAllByRole('button', { name: /^Administrar cliente/ })[0]!);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Habilitado' }));
    expect(screen.getByText('Estado: Deshabilitado')).toBeDefined();
    await user.click(save());
    expect(await screen.findByText(EDITED)).toBeDefined();
    const saved = limitado(world);
    expect(saved.status).toBe('0');
    expect(granted(saved.privileges)).toBe(before + 1);
    const history = screen.getByRole('region', { name: 'Historial de cambios' });
    expect(await within(history).findByText(/deshabilitado/i)).toBeDefined();
    expect(within(history).getAllByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/).length).toBeGreaterThan(0);
  });

  it('refuses to save without a privilege', async () => {
    const { user, world, record } = await open();
    const before = structuredClone(record.privileges);
    for (const button of screen.getAllByRole('button', { name: /^Administrar cliente/ })) {
      await user.click(button);
      const dialog = await screen.findByRole('dialog');
      for (const box of within(dialog).getAllByRole('checkbox') as HTMLInputElement[]) if (box.checked) await user.click(box);
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    }
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(PRIVILEGE_REQUIRED);
    expect(limitado(world).privileges).toEqual(before);
  });

  it('shows the server’s errors under their fields and keeps what was typed when the save fails', async () => {
    const world = createScreenWorld();
    const { user } = await open(world);
    await fill(user, textbox('Email'), 'funcionario@empresa.demo.cl');
    await user.click(save());
    expect(await screen.findByText('El correo ya se encuentra registrado')).toBeDefined();
    await fill(user, textbox('Nombre'), 'Nombre Nuevo');
    world.faults.fail('/company_user/update');
    await user.click(save());
    expect(await screen.findByText('No fue posible guardar los cambios')).toBeDefined();
    expect(textbox('Nombre').value).toBe('Nombre Nuevo');
  });

  it('shows the history’s failure in its own block, with the rest of the page', async () => {
    const world = createScreenWorld();
    world.faults.fail('/company_user/history');
    const { user } = await open(world);
    const history = screen.getByRole('region', { name: 'Historial de cambios' });
    expect(within(history).getByRole('alert')).toBeDefined();
    expect(save()).toBeDefined();
    world.faults.clear();
    await user.click(within(history).getByRole('button', { name: 'Reintentar' }));
    expect(await within(history).findByRole('list')).toBeDefined();
  });

  it('shows the clients’ failure in their own block', async () => {
    const world = createScreenWorld();
    world.faults.fail('/company/list');
    await open(world);
    const clients = screen.getByRole('region', { name: 'Clientes y privilegios' });
    expect(within(clients).getByRole('button', { name: 'Reintentar' })).toBeDefined();
    expect(textbox('Nombre').value).not.toBe('');
  });

  it('shows the load error with Reintentar when the record cannot be read', async () => {
    const world = createScreenWorld();
    world.faults.fail('/company_user/get');
    const { user } = await renderScreen(`/funcionarios/${limitado(world).id}`, { as: ADMIN, world });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    world.faults.clear();
    await user.click(retry);
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toBeDefined();
  });

  it('says so for a funcionario that is not the Administrador’s', async () => {
    await renderScreen('/funcionarios/999999', { as: ADMIN });
    expect(await screen.findByText('No encontramos este funcionario entre los de tus empresas.')).toBeDefined();
  });
});
