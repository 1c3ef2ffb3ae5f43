import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { catchChartsWithoutLayout } from '../support/console';
import { createScreenWorld, currentPath, renderScreen } from '../support/screen';

describe('/mis-servicios/granel/telemetria', () => {
  it('activates an inactive client after the confirmation and opens its tanks', async () => {
    const world = createScreenWorld();
    const data = world.backend.world;
    const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const inactive = data.accounts.find((a) => person.linked.housing.includes(a.id) && a.telemetry_activated === '0')!;
    const { user } = await renderScreen('/mis-servicios/granel/telemetria', { as: 'cliente@demo.cl', world });
    await user.click(await screen.findByRole('button', { name: 'Activar telemetría' }));
    expect(await screen.findByText('Seguro que desea activar la telemetría de este cliente?')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(currentPath()).toBe(`/mis-servicios/granel/telemetria/${inactive.client_cod}/tanques`));
    expect(inactive.telemetry_activated).toBe('1');
  });

  it('saves the alert level the user picks, and shows a failed save in a modal', async () => {
    const world = createScreenWorld();
    const person = world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const { user } = await renderScreen('/mis-servicios/granel/telemetria', { as: 'cliente@demo.cl', world });
    const settings = await screen.findByRole('group', { name: 'Avisarme cuando el tanque esté bajo' });
    await user.click(within(settings).getByRole('button', { name: '20%' }));
    await waitFor(() => expect(within(settings).getByRole('button', { name: '20%' }).getAttribute('aria-pressed')).toBe('true'));
    expect(person.telemetry_notification_level).toBe(2);
    world.faults.fail('/housing/telemetry/set_notifications');
    await user.click(within(settings).getByRole('button', { name: '50%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Telemetría' });
    expect(within(dialog).getByRole('alert').textContent).not.toBe('');
    expect(person.telemetry_notification_level).toBe(2);
  });

  it("lists an active client's tanks with their fill", async () => {
    const world = createScreenWorld();
    const data = world.backend.world;
    const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const active = data.accounts.find((a) => person.linked.housing.includes(a.id) && a.telemetry_activated === '1')!;
    const tanks = data.tanks.filter((t) => t.account === active.id);
    await renderScreen(`/mis-servicios/granel/telemetria/${active.client_cod}/tanques`, { as: 'cliente@demo.cl', world });
    for (const tank of tanks) expect(await screen.findByText(tank.meter_code)).toBeDefined();
    expect(screen.getAllByRole('link', { name: 'Ver Detalle' })).toHaveLength(tanks.length);
  });
});

describe('/mis-servicios/granel/telemetria/{client}/tanques/{tank}', () => {
  it('shows the level, the litres left of the capacity and the day it runs out', async () => {
    const world = createScreenWorld();
    const data = world.backend.world;
    const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const active = data.accounts.find((a) => person.linked.housing.includes(a.id) && a.telemetry_activated === '1')!;
    const tank = data.tanks.find((t) => t.account === active.id)!;
    await renderScreen(`/mis-servicios/granel/telemetria/${active.client_cod}/tanques/${tank.meter_code}`, {
      as: 'cliente@demo.cl',
      world,
    });
    const meter = await screen.findByRole('meter', { name: 'Nivel del tanque' });
    const percent = Number(meter.getAttribute('aria-valuenow'));
    expect(percent).toBeGreaterThan(0);
    expect(screen.getByText(new RegExp(`de ${tank.capacity.toLocaleString('de-DE')} litros`))).toBeDefined();
    expect(screen.getByText('Fecha estimada de término')).toBeDefined();
  });

  it("refuses another person's tank with the screen's error", async () => {
    const world = createScreenWorld();
    const data = world.backend.world;
    const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const other = data.accounts.find((a) => a.line === 'housing' && !person.linked.housing.includes(a.id))!;
    await renderScreen(`/mis-servicios/granel/telemetria/${other.client_cod}/tanques/TK1`, { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('En este momento no es posible obtener la información. Por favor intenta más tarde')).toBeDefined();
  });
});

describe('/mis-servicios/granel/telemetria/{client}/tanques/{tank}/historial', () => {
  it("shows the last month of readings 15 a page, tells the chart's two lines in words, and refuses a period before 12 months ago", async () => {
    catchChartsWithoutLayout();
    const world = createScreenWorld();
    const data = world.backend.world;
    const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const active = data.accounts.find((a) => person.linked.housing.includes(a.id) && a.telemetry_activated === '1')!;
    const tank = data.tanks.find((t) => t.account === active.id)!;
    const { user } = await renderScreen(`/mis-servicios/granel/telemetria/${active.client_cod}/tanques/${tank.meter_code}/historial`, {
      as: 'cliente@demo.cl',
      world,
    });
    await waitFor(async () => expect((await screen.findAllByRole('row')).slice(1)).toHaveLength(15));
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeDefined();
    expect((screen.getByRole('button', { name: 'Ver Gráfico' }) as HTMLButtonElement).disabled).toBe(false);
    // the chart's two lines, told in words: this period and the same one a year earlier, both with readings
    await user.click(screen.getByRole('button', { name: 'Ver Gráfico' }));
    const chart = await screen.findByRole('dialog', { name: 'Gráfico de lecturas' });
    const told = (await within(chart).findByText(/^Periodo actual: del /)).textContent!;
    expect(told).toMatch(
      /^Periodo actual: del \d{2}-\d{2}-\d{4} al \d{2}-\d{2}-\d{4}, nivel entre [\d,]+% y [\d,]+%, el último [\d,]+%\. /,
    );
    expect(told).toMatch(/ Mismo periodo año anterior: del \d{2}-\d{2}-\d{4} al \d{2}-\d{2}-\d{4}, nivel entre /);
    await user.click(within(chart).getByRole('button', { name: 'Cerrar' }));
    const from = screen.getByLabelText('Desde');
    await user.clear(from);
    await user.type(from, '01/01/2000');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Puedes consultar desde el \d{2}\/\d{2}\/\d{4} \(los últimos 12 meses\)$/,
    );
    expect(document.activeElement).toBe(from);
  });
});
