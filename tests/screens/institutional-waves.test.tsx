import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { href, paths } from '../../client/shared/paths';
import { requestWaves, type RequestWaves } from '../support/request-waves';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';

/**
 * Envasado Institucional's detail screens in one GraphQL round trip (issue 44), counted without a clock
 * (request-waves.ts): by URL, a quote's or a document's read goes out beside the company's clients, not once they
 * have answered (the gateway checks the privilege beside the read); by a click on its list, it is the only request.
 */
const AS = 'funcionario@empresa.demo.cl';
const SHELL_READS = ['AppConfig', 'Shell', 'CheckCylinderNotifications', 'UnreadNotifications'];

/** the Funcionario's institutional clients, in the list's order */
function clients(world: ScreenWorld) {
  const data = world.backend.world;
  const user = data.companyUsers.find((u) => u.email === AS)!;
  return data.companyServices.filter((s) => s.business_line_id === 2 && user.companies.includes(s.company_id));
}
const clientCodes = (world: ScreenWorld) => clients(world).map((s) => s.client_cod);

const settled = () =>
  waitFor(() => expect(screen.queryAllByRole('status').filter((status) => /Cargando/.test(status.textContent ?? ''))).toEqual([]));
const own = (waves: RequestWaves) => waves.log().filter((entry) => !SHELL_READS.includes(entry.name));

async function opened(path: string, read: string, world: ScreenWorld, remember?: string) {
  const waves = requestWaves();
  await renderScreen(path, {
    as: AS,
    world,
    onRequest: waves.onRequest,
    ...(remember && { remember: { INSTITUTIONAL_CYLINDER: remember } }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Envasado Institucional' });
  await waitFor(() => expect(waves.log().map((entry) => entry.name)).toContain(read));
  await settled();
  return waves;
}

/** Clicks `link` once the screen has settled: the requests sent by then, and all it sent once settled again. */
async function click(waves: RequestWaves, link: HTMLElement) {
  await settled();
  waves.restart();
  let sentAtClick: string[] = [];
  const atClick = () => (sentAtClick = waves.log().map((entry) => entry.name));
  document.addEventListener('click', atClick);
  fireEvent.click(link);
  document.removeEventListener('click', atClick);
  await settled();
  return { sentAtClick, sent: waves.log().map((entry) => entry.name) };
}

/** the second client's first quote and document, as its lists show them */
async function secondClientRows(world: ScreenWorld) {
  const code = clientCodes(world).at(-1)!;
  const waves = await opened(`${paths.institutional.quotes}?cliente=${code}&periodo=12`, 'Quotes', world);
  const quoteLink = (await screen.findAllByRole('link', { name: /^Ver detalle de la cotización / }))[0]!;
  return { code, waves, quoteLink };
}

describe('a quote’s detail', () => {
  it('by URL: the quote beside the company’s clients, in one round trip', async () => {
    const world = createScreenWorld();
    // the second client: neither the list's first nor a default could have guessed it
    const client = clients(world).at(-1)!;
    const quote = world.backend.world.institutionalQuotes.find((q) => q.service_id === client.id)!;
    const waves = await opened(
      `${href(paths.institutional.quoteDetail, { quoteNumber: quote.quote_number })}?cliente=${client.client_cod}`,
      'QuoteDetail',
      world,
    );
    expect(await screen.findByRole('heading', { name: /^Cotización N° / })).toBeDefined();
    expect(
      own(waves)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['CompanyClients', 'QuoteDetail']);
    expect(new Set(own(waves).map((entry) => entry.wave)).size).toBe(1);
  });

  it('by a click on Cotizaciones: the quote alone, at the click', async () => {
    const world = createScreenWorld();
    const { waves, quoteLink } = await secondClientRows(world);
    const { sentAtClick, sent } = await click(waves, quoteLink);
    expect(sentAtClick).toEqual(['QuoteDetail']);
    expect(sent).toEqual(['QuoteDetail']);
    expect(screen.getByText('Materiales')).toBeDefined();
  });
});

describe('a current-account document', () => {
  async function accountRows(world: ScreenWorld) {
    const code = clientCodes(world).at(-1)!;
    const waves = await opened(`${paths.institutional.account}?cliente=${code}&periodo=12`, 'InstitutionalAccount', world);
    const link = (await screen.findAllByRole('link', { name: /^Ver detalle del documento / }))[0]!;
    return { waves, link };
  }

  it('by URL: the document beside the company’s clients, in one round trip', async () => {
    const world = createScreenWorld();
    const { link } = await accountRows(world);
    cleanup();
    const waves = await opened(link.getAttribute('href')!, 'InstitutionalDocument', world);
    expect(await screen.findByRole('heading', { name: /^Documento N° / })).toBeDefined();
    expect(
      own(waves)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['CompanyClients', 'InstitutionalDocument']);
    expect(new Set(own(waves).map((entry) => entry.wave)).size).toBe(1);
  });

  it('by a click on Cuenta Corriente: the document alone, at the click', async () => {
    const world = createScreenWorld();
    const { waves, link } = await accountRows(world);
    const { sentAtClick, sent } = await click(waves, link);
    expect(sentAtClick).toEqual(['InstitutionalDocument']);
    expect(sent).toEqual(['InstitutionalDocument']);
  });
});

describe('Cotizaciones by its bare URL', () => {
  it('with the client this browser remembers: the quotes beside the company’s clients, in one round trip', async () => {
    const world = createScreenWorld();
    const code = clientCodes(world).at(-1)!;
    const waves = await opened(paths.institutional.quotes, 'Quotes', world, code);
    expect(
      own(waves)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['CompanyClients', 'Quotes']);
    expect(new Set(own(waves).map((entry) => entry.wave)).size).toBe(1);
  });
});
