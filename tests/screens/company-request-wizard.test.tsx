import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PRIVILEGE } from '../../machines/rules/privileges';
import { createScreenWorld, fill, renderScreen, type ScreenWorld } from '../support/screen';

/** The request wizard on Granel Industrial for a company user (issue 40): the area's Requerimientos tab mounts it. */
const TAB = '/mis-servicios/granel/requerimientos';

const FUNCIONARIO = 'funcionario@empresa.demo.cl';

/** A world where the Funcionario no longer holds 1006 on its second industrial client; the clients of its companies. */
function withoutRequestsOnSecond(): { world: ScreenWorld; withRequests: string[]; without: string; others: string[] } {
  const world = createScreenWorld();
  const backend = world.backend.world;
  const user = backend.companyUsers.find((u) => u.email === FUNCIONARIO)!;
  const mine = backend.companyServices.filter((s) => user.companies.includes(s.company_id));
  const industrial = mine.filter((s) => s.business_line_id === 6);
  expect(industrial.length).toBeGreaterThan(2);
  const second = industrial[1]!;
  user.privileges[String(second.id)] = user.privileges[String(second.id)]!.filter((p) => p !== PRIVILEGE.requests);
  return {
    world,
    withRequests: industrial.filter((s) => s !== second).map((s) => s.client_cod),
    without: second.client_cod,
    others: mine.filter((s) => s.business_line_id !== 6).map((s) => s.client_cod),
  };
}

const radioOf = (code: string) => screen.getByRole('radio', { name: new RegExp(`^N° Cliente ${code}\\b`) }) as HTMLInputElement;

describe('request wizard, step 1, for a company user on Granel Industrial', () => {
  it('lists only the industrial clients it holds Requerimientos (1006) on, with their company and address', async () => {
    const { world, withRequests, without, others } = withoutRequestsOnSecond();
    expect(others.length).toBeGreaterThan(0);
    await renderScreen(TAB, { as: FUNCIONARIO, world });
    await screen.findByRole('heading', { name: 'Selecciona el cliente' });
    const listed = screen.getAllByRole('radio').map((r) => /N° Cliente (\S+)/.exec(r.closest('label')!.textContent ?? '')![1]);
    expect(listed).toEqual(withRequests);
    expect(listed).not.toContain(without);
    for (const code of others) expect(listed).not.toContain(code);
    const first = world.backend.world.companyServices.find((s) => s.client_cod === withRequests[0])!;
    const company = world.backend.world.companies.find((c) => c.id === first.company_id)!;
    expect(radioOf(first.client_cod).closest('label')!.textContent).toContain(`${company.name}, ${first.client_address}`);
    expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });

  it("starts with the area's selected client chosen (?cliente=) and files a request about it", async () => {
    const { world, withRequests } = withoutRequestsOnSecond();
    const code = withRequests[1]!;
    const { user } = await renderScreen(`${TAB}?cliente=${code}`, { as: FUNCIONARIO, world });
    await screen.findByRole('heading', { name: 'Selecciona el cliente' });
    expect(radioOf(code).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    const categories = await screen.findByRole('group', { name: 'Categoría' });
    expect(
      within(categories)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Estanque', 'Datos comerciales']);
    await user.click(within(categories).getByRole('radio', { name: 'Estanque' }));
    await user.click(within(screen.getByRole('group', { name: 'Tipo' })).getByRole('radio', { name: 'Revisión de estanque' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Revisión de estanque' });
    await fill(user, screen.getByLabelText(/^Describe tu solicitud/), 'El estanque 2 marca un nivel errático');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Requerimiento enviado con éxito' })).toBeDefined();

    const backend = world.backend.world;
    const owner = backend.companyUsers.find((u) => u.email === FUNCIONARIO)!;
    const service = backend.companyServices.find((s) => s.client_cod === code)!;
    const filed = backend.filedRequests.at(-1)!;
    expect(filed).toMatchObject({ clientId: service.id, typeId: 61 });
    expect(backend.requests.find((r) => r.id === filed.request)?.owner).toEqual({ kind: 'company', id: owner.id });
  });
});
