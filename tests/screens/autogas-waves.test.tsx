import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routeTable } from '../../client/app/registry';
import type { LazyScreen } from '../../client/shared/lazy-screen';
import { paths } from '../../client/shared/paths';
import type { RestRequest } from '../../gateway/backend/protocol';
import { requestWaves } from '../support/request-waves';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';

/**
 * The autogas screens that ask by contract number (Contrato, Mantenciones-asistencias, a maintenance's detail) and
 * the agenda, each in one GraphQL round trip (issue 44): by a URL that names the plate, or a bare one whose plate
 * this browser remembers, the plates' list and the screen's read go out at once (the gateway finds the contract
 * number by plate); by a click inside the area, the screen's read alone, with the number the cached list holds.
 */
const PERSON = 'cliente@demo.cl';
const SHELL_READS = ['AppConfig', 'Shell', 'CheckCylinderNotifications', 'UnreadNotifications'];

function plates(world: ScreenWorld) {
  const data = world.backend.world;
  const own = data.persons.find((p) => p.email === PERSON)!.linked.autogas.flatMap((l) => l.patents);
  const contract = (patent: string) => data.autogasContracts.find((c) => c.patent === patent)!;
  // the list's last plate with a history: neither the list's first nor a default could have guessed it
  const patent = [...own].reverse().find((p) => data.maintenances.some((m) => m.patent === p))!;
  const notice = String(data.maintenances.find((m) => m.patent === patent)!.notice_id);
  return { patent, contract: contract(patent), notice };
}

/** each screen's path, with the plate's notice where it names one, and the operation that reads its data */
const SCREENS = [
  { name: 'Contrato', path: () => paths.autogas.contract, read: 'AutogasContract' },
  { name: 'Mantenciones y Asistencias', path: () => paths.autogas.maintenance, read: 'MaintenanceHistory' },
  {
    name: 'Detalle de la mantención',
    path: (notice: string) => paths.autogas.maintenanceNotice.replace(':noticeId', notice),
    read: 'MaintenanceDetail',
  },
  { name: 'Agenda de Mantenciones', path: () => paths.autogas.schedule, read: 'ScheduledMaintenances' },
] as const;

const settled = () =>
  waitFor(() => expect(screen.queryAllByRole('status').filter((status) => /Cargando/.test(status.textContent ?? ''))).toEqual([]));

/** The REST calls the gateway makes, each start and end in order: a call started before another ended was beside it. */
function restOrder(world: ScreenWorld) {
  const order: string[] = [];
  const dispatch = world.backend.dispatch.bind(world.backend);
  vi.spyOn(world.backend, 'dispatch').mockImplementation(async (request: RestRequest) => {
    order.push(`start ${request.path}`);
    try {
      return await dispatch(request);
    } finally {
      order.push(`end ${request.path}`);
    }
  });
  return order;
}

describe('an autogas screen opened by URL reads its data in one round trip', () => {
  it.each(SCREENS.flatMap((s) => (['url', 'remembered'] as const).map((how) => ({ ...s, how }))))(
    '$name, its plate $how',
    async ({ path, read, how }) => {
      const world = createScreenWorld();
      const { patent, notice } = plates(world);
      const waves = requestWaves();
      await renderScreen(how === 'url' ? `${path(notice)}?patente=${patent}` : path(notice), {
        as: PERSON,
        world,
        onRequest: waves.onRequest,
        ...(how === 'remembered' && { remember: { AUTOGAS: patent } }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Autogas' });
      await waitFor(() => expect(waves.log().map((entry) => entry.name)).toContain(read));
      await settled();
      const own = waves.log().filter((entry) => !SHELL_READS.includes(entry.name));
      expect(own.map((entry) => entry.name).sort()).toEqual(['AutogasVehicles', read].sort());
      expect(new Set(own.map((entry) => entry.wave)).size).toBe(1);
      // the screen shows the plate it was asked for
      expect((screen.getByLabelText('Patente') as HTMLSelectElement).value).toBe(patent);
    },
  );
});

describe('an autogas screen opened by a click inside the area', () => {
  /**
   * Opens `from`, then clicks `link` to `to` (its chunk already fetched, as the app fetches its links' ahead): the
   * requests the click sent, and the REST calls they made, in order.
   */
  async function click(
    from: string,
    to: string,
    link: (p: ReturnType<typeof plates>) => HTMLElement,
  ): Promise<{ sentAtClick: string[]; sent: () => string[]; rest: string[] }> {
    const world = createScreenWorld();
    const chosen = plates(world);
    const waves = requestWaves();
    await (routeTable.signedIn.find((route) => route.path === to)!.screen as LazyScreen).preload();
    await renderScreen(`${from}?patente=${chosen.patent}`, { as: PERSON, world, onRequest: waves.onRequest });
    await screen.findByRole('heading', { level: 1, name: 'Autogas' });
    await settled();
    waves.restart();
    const rest = restOrder(world);
    let sentAtClick: string[] = [];
    const atClick = () => (sentAtClick = waves.log().map((entry) => entry.name));
    document.addEventListener('click', atClick);
    fireEvent.click(await waitFor(() => link(chosen)));
    document.removeEventListener('click', atClick);
    await settled();
    return { sentAtClick, sent: () => waves.log().map((entry) => entry.name), rest };
  }
  const tab = (name: string) => () => within(screen.getByRole('navigation', { name: 'Secciones de Autogas' })).getByRole('link', { name });

  it.each([
    ['Contrato', 'AutogasContract', '/autogas/contract'],
    ['Mantenciones y Asistencias', 'MaintenanceHistory', '/autogas/maintenance_assistance_history'],
  ])('%s: one request, at the click, its call beside the lookup of the contract number', async (name, read, call) => {
    const { sentAtClick, sent, rest } = await click(
      paths.autogas.consumption,
      name === 'Contrato' ? paths.autogas.contract : paths.autogas.maintenance,
      tab(name),
    );
    expect(sentAtClick).toContain(read);
    expect(sent()).toEqual([read]);
    // the number was hinted: the call did not wait for the plates' list
    expect(rest.indexOf(`start ${call}`)).toBeLessThan(rest.indexOf('end /bussines_line/autogas/list'));
  });

  it("a maintenance's detail from the history: one request, at the click, its call beside the lookup", async () => {
    const { sentAtClick, sent, rest } = await click(paths.autogas.maintenance, paths.autogas.maintenanceNotice, ({ notice }) =>
      screen.getAllByRole('link', { name: 'Ver Detalle' }).find((a) => a.getAttribute('href')?.includes(`/${notice}?`))!,
    );
    expect(sentAtClick).toContain('MaintenanceDetail');
    expect(sent()).toEqual(['MaintenanceDetail']);
    const detail = rest.indexOf('start /autogas/maintenance_assistance_detail');
    expect(detail).toBeGreaterThan(-1);
    expect(detail).toBeLessThan(rest.indexOf('end /bussines_line/autogas/list'));
  });

  it('the agenda from the history: one request, the form’s start with the agenda', async () => {
    const { sentAtClick, sent } = await click(paths.autogas.maintenance, paths.autogas.schedule, () =>
      screen.getByRole('link', { name: 'Agendar mantención' }),
    );
    expect(await screen.findByRole('form', { name: 'Agendar mantención' })).toBeDefined();
    expect((screen.getByLabelText('Región') as HTMLSelectElement).value).not.toBe('');
    expect(sentAtClick).toContain('ScheduledMaintenances');
    expect(sent()).toEqual(['ScheduledMaintenances']);
  });
});

describe("the agenda's form start, read with the agenda", () => {
  it('says it could not be read, with Reintentar, which reads it again', async () => {
    const world = createScreenWorld();
    const { patent } = plates(world);
    world.faults.fail('/autogas/maintenance/regions');
    const { user } = await renderScreen(`${paths.autogas.schedule}?patente=${patent}`, { as: PERSON, world });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    world.faults.clear();
    await user.click(retry);
    expect(await screen.findByRole('form', { name: 'Agendar mantención' })).toBeDefined();
    expect((screen.getByLabelText('Región') as HTMLSelectElement).value).not.toBe('');
  });
});
