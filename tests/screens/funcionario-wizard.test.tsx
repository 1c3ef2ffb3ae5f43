import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CREATED, PRIVILEGE_REQUIRED, REQUEST_SENT, RESERVED_TITLE } from '../../machines/rules/funcionario-rules';
import { createScreenWorld, currentPath, fill, renderScreen, type ScreenWorld } from '../support/screen';

const ADMIN = 'admin@empresa.demo.cl';
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const next = () => screen.getByRole('button', { name: 'Siguiente' });

async function open(world?: ScreenWorld) {
  const rendered = await renderScreen('/funcionarios/nuevo', { as: ADMIN, world });
  await screen.findByRole('heading', { name: 'RUT del funcionario' });
  return rendered;
}

async function rutStep(user: Awaited<ReturnType<typeof open>>['user'], rut: string) {
  await fill(user, textbox('RUT'), rut);
  await user.click(next());
}

describe('/funcionarios/nuevo', () => {
  it('creates a new funcionario through the four steps and lands on /funcionarios with the banner', async () => {
    const { user, world } = await open();
    await fill(user, textbox('RUT'), '12.345.678-5');
    expect(textbox('RUT').value).toBe('12345678-5');
    expect(textbox('RUT').getAttribute('aria-required')).toBe('true');
    await user.click(next());

    await screen.findByRole('heading', { name: 'Datos personales' });
    for (const name of ['Nombre', 'Apellido', 'Email', 'Teléfono']) expect(textbox(name).getAttribute('aria-required')).toBe('true');
    expect(textbox('Email').type).toBe('email');
    expect(textbox('Teléfono').inputMode).toBe('numeric');
    expect(textbox('Nombre').maxLength).toBe(60);
    await fill(user, textbox('Nombre'), 'Lucía');
    await fill(user, textbox('Apellido'), 'Navarro Soto');
    await fill(user, textbox('Email'), 'lucia.navarro@empresa.demo.cl');
    await fill(user, textbox('Teléfono'), '987651234');
    await user.click(next());

    await screen.findByRole('heading', { name: 'Clientes habilitados' });
    // going on without a privilege says why
    await user.click(next());
    expect(screen.getByRole('alert').textContent).toBe(PRIVILEGE_REQUIRED);

    const [enable] = await screen.findAllByRole('button', { name: /^Habilitar cliente/ });
    await user.click(enable!);
    const dialog = await screen.findByRole('dialog');
    const boxes = within(dialog).getAllByRole('checkbox');
    await user.click(boxes[0]!);
    const chosen = boxes[0]!.closest('label')!.textContent!;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByText(chosen).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Administrar cliente/ })).toHaveLength(1);
    await user.click(next());

    await screen.findByRole('heading', { name: 'Resumen' });
    expect(screen.getByText('lucia.navarro@empresa.demo.cl')).toBeDefined();
    expect(screen.getByText(chosen)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(CREATED)).toBeDefined();
    expect(currentPath()).toBe('/funcionarios');
    expect(world.backend.world.companyUsers.some((u) => u.email === 'lucia.navarro@empresa.demo.cl')).toBe(true);
  });

  it('goes back with the step tabs, keeping what was typed', async () => {
    const { user } = await open();
    await rutStep(user, '12.345.678-5');
    await screen.findByRole('heading', { name: 'Datos personales' });
    await fill(user, textbox('Nombre'), 'Lucía');
    await user.click(screen.getByRole('button', { name: 'Volver al paso 1: RUT' }));
    expect(textbox('RUT').value).toBe('12345678-5');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Datos personales' });
    expect(textbox('Nombre').value).toBe('Lucía');
  });

  it('shows the check’s message under the RUT, and the rule’s before asking', async () => {
    const { user, world } = await open();
    await rutStep(user, '12.345.678-9');
    expect((await screen.findByRole('alert')).textContent).toBe('El rut ingresado no es válido');
    const limitado = world.backend.world.companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
    await rutStep(user, limitado.dni);
    expect(await screen.findByText('El funcionario ya se encuentra registrado en tu empresa')).toBeDefined();
    expect(textbox('RUT').getAttribute('aria-invalid')).toBe('true');
  });

  it('opens the reserved modal and sends the request', async () => {
    const { user } = await open();
    await rutStep(user, '17.456.789-1');
    const dialog = await screen.findByRole('dialog', { name: RESERVED_TITLE });
    expect(within(dialog).getAllByRole('paragraph').length).toBe(2);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText(REQUEST_SENT)).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    // a second request is refused with the server's message
    await user.click(next());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Ocurrió un error al enviar la solicitud')).toBeDefined();
    expect(screen.getByText('Ya enviaste una solicitud por este funcionario')).toBeDefined();
  });

  it('locks every field of a disabled funcionario and says Siguiente re-enables it', async () => {
    const { user } = await open();
    await rutStep(user, '16.345.678-8');
    await screen.findByRole('heading', { name: 'Datos personales' });
    for (const name of ['Nombre', 'Apellido', 'Email', 'Teléfono']) expect(textbox(name).readOnly).toBe(true);
    expect(textbox('Nombre').value).toBe('Ignacia');
    expect(screen.getByRole('note').textContent).toMatch(/Siguiente/);
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'Clientes habilitados' })).toBeDefined();
  });

  it('prefills a natural person, name and last name locked, with the warning to verify the data', async () => {
    const { user } = await open();
    await rutStep(user, '15.678.432-K');
    await screen.findByRole('heading', { name: 'Datos personales' });
    expect(textbox('Nombre').readOnly).toBe(true);
    expect(textbox('Apellido').readOnly).toBe(true);
    expect(textbox('Email').readOnly).toBe(false);
    expect(screen.getByRole('note').textContent).toMatch(/verifica/i);
  });

  it('shows the server’s validation errors under their fields, cleared on edit', async () => {
    const { user } = await open();
    await rutStep(user, '12.345.678-5');
    await screen.findByRole('heading', { name: 'Datos personales' });
    await fill(user, textbox('Nombre'), 'Lucía');
    await fill(user, textbox('Apellido'), 'Navarro');
    await fill(user, textbox('Email'), 'funcionario@empresa.demo.cl');
    await fill(user, textbox('Teléfono'), '987651234');
    await user.click(next());
    expect(await screen.findByText('El correo ya se encuentra registrado')).toBeDefined();
    expect(textbox('Email').getAttribute('aria-invalid')).toBe('true');
    await fill(user, textbox('Email'), 'otra@empresa.demo.cl');
    expect(screen.queryByText('El correo ya se encuentra registrado')).toBeNull();
  });

  it('checks the fields first with the rules, without asking the server', async () => {
    const { user } = await open();
    await rutStep(user, '12.345.678-5');
    await screen.findByRole('heading', { name: 'Datos personales' });
    await fill(user, textbox('Teléfono'), '12');
    await user.click(next());
    expect(screen.getAllByText('Campo requerido').length).toBe(3);
    expect(screen.getByText('Teléfono debe contener 9 dígitos')).toBeDefined();
  });

  it('shows the clients’ failure with its retry in step 3 alone', async () => {
    const world = createScreenWorld();
    world.faults.fail('/company/list');
    const { user } = await open(world);
    await rutStep(user, '16.345.678-8');
    await screen.findByRole('heading', { name: 'Datos personales' });
    await user.click(next());
    await screen.findByRole('heading', { name: 'Clientes habilitados' });
    world.faults.clear();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect((await screen.findAllByRole('button', { name: /^Habilitar cliente/ })).length).toBeGreaterThan(0);
  });
});
