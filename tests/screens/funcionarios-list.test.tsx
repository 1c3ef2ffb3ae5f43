import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_CLIENT_ROWS, SEARCH_TERM_REQUIRED } from '../../machines/rules/funcionario-rules';
import { createScreenWorld, currentPath, fill, renderScreen } from '../support/screen';

/** The Administrador's Mis Funcionarios, Buscar Clientes and Detalle de Cliente (issue 39). */
const ADMIN = 'admin@empresa.demo.cl';

const rowOf = (email: string) => screen.getByText(email).closest('tr')!;

describe('/funcionarios', () => {
  it('opens listing every company’s funcionarios, with their status, Editar, and Eliminar only where allowed', async () => {
    await renderScreen('/funcionarios', { as: ADMIN });
    expect(await screen.findByRole('heading', { name: 'Mis Funcionarios' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Crear Funcionario' }).getAttribute('href')).toBe('/funcionarios/nuevo');
    await screen.findByText('limitado@empresa.demo.cl');
    const disabled = rowOf('deshabilitado@empresa.demo.cl');
    expect(within(disabled).getByRole('img', { name: 'Deshabilitado' })).toBeDefined();
    expect(within(rowOf('limitado@empresa.demo.cl')).getByRole('img', { name: 'Habilitado' })).toBeDefined();
    expect(
      within(disabled)
        .getByRole('link', { name: /^Editar a/ })
        .getAttribute('href'),
    ).toMatch(/^\/funcionarios\/\d+$/);
    // the only holder of privileges on some clients cannot be deleted
    expect(within(rowOf('funcionario@empresa.demo.cl')).queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(within(disabled).getByRole('button', { name: /^Eliminar/ })).toBeDefined();
  });

  it('asks for a term for RUT, e-mail and name, formats a RUT as typed, and keeps the search in the URL', async () => {
    const { user } = await renderScreen('/funcionarios', { as: ADMIN });
    await screen.findByText('limitado@empresa.demo.cl');
    const form = screen.getByRole('form', { name: 'Buscar funcionarios' });
    await user.selectOptions(within(form).getByLabelText('Buscar por'), 'RUT');
    await user.click(within(form).getByRole('button', { name: 'BUSCAR' }));
    const rut = within(form).getByRole('textbox', { name: 'Rut' });
    expect(document.getElementById(rut.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(SEARCH_TERM_REQUIRED);
    await fill(user, rut, '163456788');
    expect((rut as HTMLInputElement).value).toBe('16345678-8');
    await user.click(within(form).getByRole('button', { name: 'BUSCAR' }));
    await waitFor(() => expect(screen.queryByText('limitado@empresa.demo.cl')).toBeNull());
    expect(screen.getByText('deshabilitado@empresa.demo.cl')).toBeDefined();
    expect(window.location.search).toBe('?tipo=rut&valor=16345678-8');
  });

  it('says so when nothing matches, and searches by company', async () => {
    const { user } = await renderScreen('/funcionarios?tipo=nombre&valor=nadie%20se%20llama%20as%C3%AD', { as: ADMIN });
    expect(await screen.findByText('No se encontraron funcionarios')).toBeDefined();
    const form = screen.getByRole('form', { name: 'Buscar funcionarios' });
    await user.selectOptions(within(form).getByLabelText('Buscar por'), 'COMPANY');
    await user.selectOptions(within(form).getByLabelText('Empresa'), 'Comercial Los Andes SpA');
    await user.click(within(form).getByRole('button', { name: 'BUSCAR' }));
    expect(await screen.findByText('limitado@empresa.demo.cl')).toBeDefined();
  });

  it('deletes after can_delete, titled with its message, and reads the list again', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/funcionarios', { as: ADMIN, world });
    await screen.findByText('deshabilitado@empresa.demo.cl');
    await user.click(within(rowOf('deshabilitado@empresa.demo.cl')).getByRole('button', { name: /^Eliminar/ }));
    const dialog = await screen.findByRole('dialog');
    const confirm = await within(dialog).findByRole('button', { name: 'Eliminar' });
    expect(within(dialog).getByRole('heading').textContent).not.toBe('');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('deshabilitado@empresa.demo.cl')).toBeNull());
    expect(world.backend.world.companyUsers.some((u) => u.email === 'deshabilitado@empresa.demo.cl' && u.companies.length > 0)).toBe(false);
  });

  it('keeps the dialog with a retry when can_delete fails', async () => {
    const world = createScreenWorld();
    world.faults.fail('/company_user/can_delete');
    const { user } = await renderScreen('/funcionarios', { as: ADMIN, world });
    await screen.findByText('deshabilitado@empresa.demo.cl');
    await user.click(within(rowOf('deshabilitado@empresa.demo.cl')).getByRole('button', { name: /^Eliminar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    world.faults.clear();
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByRole('button', { name: 'Eliminar' })).toBeDefined();
  });

  it('shows the list’s failure with a retry, the search still there', async () => {
    const world = createScreenWorld();
    world.faults.fail('/company_user/list');
    const { user } = await renderScreen('/funcionarios', { as: ADMIN, world });
    const form = await screen.findByRole('form', { name: 'Buscar funcionarios' });
    const alert = await screen.findByRole('alert');
    expect(form).toBeDefined();
    world.faults.clear();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('limitado@empresa.demo.cl')).toBeDefined();
  });

  it('is the Administrador’s alone: a Funcionario is sent home', async () => {
    await renderScreen('/funcionarios', { as: 'funcionario@empresa.demo.cl' });
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios'));
  });
});

describe('Buscar Clientes and the client’s detail', () => {
  it('filters the Administrador’s clients, and Ver Detalle shows the client, its funcionarios and who holds what', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: ADMIN });
    const card = (await screen.findByRole('heading', { name: 'Buscar Clientes' })).closest('section')!;
    // the form starts afresh from the URL's filters each time they change
    const filters = () => within(card).getByRole('form', { name: 'Filtros de clientes' });
    await within(card).findAllByRole('link', { name: /^Ver detalle del cliente/ });
    await fill(user, within(filters()).getByRole('textbox', { name: 'N° de cliente' }), '00000000');
    await user.click(within(filters()).getByRole('button', { name: 'Filtrar' }));
    expect(await within(card).findByText(NO_CLIENT_ROWS)).toBeDefined();
    expect(window.location.search).toBe('?numero=00000000');
    expect((within(filters()).getByRole('textbox', { name: 'N° de cliente' }) as HTMLInputElement).value).toBe('00000000');

    await fill(user, within(filters()).getByRole('textbox', { name: 'N° de cliente' }), '');
    await user.selectOptions(within(filters()).getByLabelText('Empresa'), 'Comercial Los Andes SpA');
    await user.click(within(filters()).getByRole('button', { name: 'Filtrar' }));
    const links = await within(card).findAllByRole('link', { name: /^Ver detalle del cliente/ });
    await user.click(links[0]!);

    expect(await screen.findByRole('heading', { name: 'Detalle de Cliente' })).toBeDefined();
    expect(currentPath()).toBe('/mis-servicios/cliente');
    const funcionarios = (await screen.findByRole('heading', { name: 'FUNCIONARIOS' })).closest('section')!;
    const edit = await within(funcionarios).findAllByRole('link', { name: /^Editar a/ });
    expect(edit[0]!.getAttribute('href')).toMatch(/^\/funcionarios\/\d+$/);
    const grid = screen.getByRole('region', { name: 'Privilegios por funcionario' });
    expect(within(grid).getAllByRole('img', { name: 'Sí' }).length).toBeGreaterThan(0);
    // back to the same search
    await user.click(screen.getByRole('link', { name: '← Volver a Buscar Clientes' }));
    await waitFor(() => expect(currentPath()).toBe('/mis-servicios'));
    expect(new URLSearchParams(window.location.search).get('empresa')).not.toBeNull();
  });

  it('keeps the client on a reload (its ids in the URL), and says when no funcionario holds privileges on it', async () => {
    const world = createScreenWorld();
    const andes = world.backend.world.companies.find((c) => c.name === 'Comercial Los Andes SpA')!;
    const lonely = world.backend.world.companyServices.find((s) => s.company_id === andes.id)!;
    // nobody holds a privilege on it any more
    for (const user of world.backend.world.companyUsers) delete user.privileges[String(lonely.id)];
    await renderScreen(`/mis-servicios/cliente?clienteId=${lonely.id}&empresaId=${andes.id}`, { as: ADMIN, world });
    expect(await screen.findByText('No existen funcionarios con privilegios para el cliente consultado')).toBeDefined();
    expect(screen.getByText(lonely.client_cod)).toBeDefined();
  });
});
