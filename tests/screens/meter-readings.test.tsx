import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { catchChartsWithoutLayout } from '../support/console';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';
import { chileDay, monthsBefore } from '../../machines/rules/chile-time';

const meterCodes = (world: ScreenWorld) => {
  const cliente = world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
  return cliente.linked.meter.map((id) => world.backend.world.accounts.find((a) => a.id === id)!);
};

async function openReadings(world: ScreenWorld, meter = 0) {
  const rendered = await renderScreen('/mis-servicios/medidor/historial-lectura', { as: 'cliente@demo.cl', world });
  await rendered.user.selectOptions(await screen.findByLabelText('N° Cliente'), meterCodes(world)[meter]!.contract_cod!);
  return rendered;
}

describe('/mis-servicios/medidor/historial-lectura', () => {
  beforeEach(catchChartsWithoutLayout);
  it('shows 12 months of readings (a pager past 10 rows), the 13-month chart and the reading request link', async () => {
    const world = createScreenWorld();
    await openReadings(world);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12);
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeDefined();
    const caption = await screen.findByText(/Consumo de los últimos 13 meses:/);
    expect(caption.textContent!.split(';')).toHaveLength(13);
    const link = screen.getByRole('link', { name: 'Solicitar lectura' });
    expect(link.getAttribute('href')).toBe(`/mis-servicios/medidor/requerimientos?codigo=C321&cliente=${meterCodes(world)[0]!.id}`);
  });

  it('defaults to the last 12 months written mm/aaaa, the end no later than this month and not before the start', async () => {
    const world = createScreenWorld();
    const { user } = await openReadings(world);
    const from = (await screen.findByLabelText('Desde')) as HTMLInputElement;
    const to = screen.getByLabelText('Hasta') as HTMLInputElement;
    // Chile's month, whatever the zone the test runs in
    const thisMonth = chileDay().slice(0, 7);
    const typed = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    expect(to.value).toBe(typed(thisMonth));
    expect(from.value).toBe(typed(monthsBefore(chileDay(), 11).slice(0, 7)));
    expect(screen.getByText('Escribe los meses como mm/aaaa, hasta este mes.')).toBeDefined();
    const next = monthsBefore(chileDay(), -1).slice(0, 7);
    await user.clear(to);
    await user.type(to, typed(next));
    expect((await screen.findByRole('alert')).textContent).toBe('No puedes seleccionar fechas futuras');
    await user.clear(to);
    await user.type(to, typed(monthsBefore(chileDay(), 12).slice(0, 7)));
    expect((await screen.findByRole('alert')).textContent).toBe('La fecha de inicio no puede ser posterior a la de término');
  });

  it("says 'No existen registros de lectura' for the meter with none, in the table and the chart", async () => {
    const world = createScreenWorld();
    await openReadings(world, 1);
    expect(await screen.findAllByText('No existen registros de lectura')).toHaveLength(2);
  });

  it('hides the reading request link while one is in progress', async () => {
    const world = createScreenWorld();
    const meter = meterCodes(world)[0]!;
    const cliente = world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const request = world.backend.world.requests.find(
      (r) => r.owner.kind === 'person' && r.owner.id === cliente.id && r.status !== 'Cerrado',
    )!;
    world.backend.world.filedRequests.push({ request: request.id, clientId: meter.id, patent: null, typeId: 11 });
    await openReadings(world);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Solicitar lectura' })).toBeNull();
  });

  it('fails the chart alone and brings it back with its Reintentar', async () => {
    const world = createScreenWorld();
    world.faults.fail('/reading/graph');
    const { user } = await openReadings(world);
    expect(await screen.findByRole('table')).toBeDefined();
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    world.faults.clear();
    await user.click(retry);
    expect(await screen.findByText(/Consumo de los últimos 13 meses:/)).toBeDefined();
  });
});
