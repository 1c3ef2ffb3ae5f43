import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { paths } from '../../client/shared/paths';
import { catchChartsWithoutLayout } from '../support/console';
import { requestWaves } from '../support/request-waves';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';

/**
 * The Medidor screens that waited for the meters' list before their own read (issue 44) now read their data in one
 * GraphQL round trip, counted without a clock (request-waves.ts): Historial de Lectura asks by the contract alone (the
 * client id a hint the gateway checks), Detalle Convenio de Pago by the URL's id, Boleta / Factura Electrónica about
 * every meter, each beside the list instead of after it.
 */
const PERSON = 'cliente@demo.cl';
/** What the shell reads around every screen: not the screen's data. */
const SHELL_READS = ['AppConfig', 'Shell', 'CheckCylinderNotifications', 'UnreadNotifications'];

const meters = (world: ScreenWorld) => {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === PERSON)!;
  return person.linked.meter.map((id) => data.accounts.find((a) => a.id === id)!);
};

/** Until nothing on the screen says it is loading. */
const settled = () =>
  waitFor(() => expect(screen.queryAllByRole('status').filter((status) => /Cargando/.test(status.textContent ?? ''))).toEqual([]));

/** Opens `url` and gives the screen's own requests (the shell's left out), once `read` has been sent and answered. */
async function open(url: string, read: string, remember?: string) {
  catchChartsWithoutLayout();
  const world = createScreenWorld();
  const waves = requestWaves();
  await renderScreen(typeof url === 'string' ? url : '', {
    as: PERSON,
    world,
    onRequest: waves.onRequest,
    ...(remember && { remember: { METER: remember } }),
  });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(waves.log().map((entry) => entry.name)).toContain(read));
  await settled();
  return waves.log().filter((entry) => !SHELL_READS.includes(entry.name));
}

describe('a Medidor screen opened by URL reads its data in one round trip', () => {
  it('Historial de Lectura, its meter named in the URL (the second: no default could guess it)', async () => {
    const code = meters(createScreenWorld()).at(-1)!.contract_cod!;
    const own = await open(`${paths.meter.readings}?cliente=${code}`, 'MeterReadings');
    expect(own.filter((entry) => entry.name === 'MeterReadings')).toHaveLength(1);
    expect(new Set(own.map((entry) => entry.wave)).size).toBe(1);
    expect(screen.getByRole('heading', { name: 'Consumo de los últimos 13 meses' })).toBeDefined();
  });

  it('Historial de Lectura, its meter the one this browser remembers', async () => {
    const code = meters(createScreenWorld()).at(-1)!.contract_cod!;
    const own = await open(paths.meter.readings, 'MeterReadings', code);
    expect(own.filter((entry) => entry.name === 'MeterReadings')).toHaveLength(1);
    expect(new Set(own.map((entry) => entry.wave)).size).toBe(1);
  });

  it('Detalle Convenio de Pago, its agreement named by the URL', async () => {
    const world = createScreenWorld();
    const agreement = world.backend.world.meterAgreements.find((a) => meters(world).some((m) => m.id === a.account))!;
    const own = await open(paths.meter.agreement.replace(':id', String(agreement.id)), 'MeterAgreement');
    expect(own.map((entry) => entry.name).sort()).toEqual(['MeterAgreement', 'MeterFrame']);
    expect(new Set(own.map((entry) => entry.wave)).size).toBe(1);
    expect(await screen.findByRole('heading', { name: 'Detalle Convenio de Pago' })).toBeDefined();
  });

  it('Boleta / Factura Electrónica, about every meter', async () => {
    const own = await open(paths.meter.subscription, 'BillSubscriptions');
    expect(own.map((entry) => entry.name).sort()).toEqual(['BillSubscriptions', 'MeterFrame']);
    expect(new Set(own.map((entry) => entry.wave)).size).toBe(1);
  });
});

describe('Historial de Lectura by a click', () => {
  it('asks once, at the click, with the client id of the cached list as its hint', async () => {
    catchChartsWithoutLayout();
    const world = createScreenWorld();
    const meter = meters(world).at(-1)!;
    const waves = requestWaves();
    await renderScreen(`${paths.meter.bills}?cliente=${meter.contract_cod}`, { as: PERSON, world, onRequest: waves.onRequest });
    await screen.findByRole('heading', { level: 1, name: 'Medidor' });
    await settled();
    waves.restart();
    fireEvent.click(screen.getByRole('link', { name: 'Historial de Lectura' }));
    await waitFor(() => expect(waves.log().map((entry) => entry.name)).toContain('MeterReadings'));
    await settled();
    expect(waves.log()).toEqual([{ name: 'MeterReadings', wave: 0 }]);
    expect(screen.getByRole('heading', { name: 'Consumo de los últimos 13 meses' })).toBeDefined();
  });
});
