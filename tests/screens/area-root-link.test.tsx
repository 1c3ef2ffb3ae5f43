import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../client/shared/paths';
import { requestWaves } from '../support/request-waves';
import { createScreenWorld, currentPath, renderScreen } from '../support/screen';

/**
 * The menu's Medidor, Granel, Cilindro and Autogas lead to the area's first tab. Followed in the app, the link goes
 * there at once, its tab's read started at the click, rather than to the area's root and then, once the root has
 * rendered, to the tab (issue 44).
 */

async function settled() {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("a link to a person's area root", () => {
  it.each([
    ['Medidor', paths.meter.root, paths.meter.bills, 'MeterBills'],
    ['Granel', paths.bulk.root, paths.bulk.order, 'BulkOrderingUser'],
  ])('%s opens its first tab directly, and reads it in one round trip', async (_, root, first, read) => {
    const world = createScreenWorld();
    const waves = requestWaves();
    // a returning user: the meter's tab reads the meter this browser remembers (a first visit reads the list first)
    const person = world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const meter = world.backend.world.accounts.find((a) => a.id === person.linked.meter[0])!.contract_cod!;
    await renderScreen(paths.profile, { as: 'cliente@demo.cl', world, onRequest: waves.onRequest, remember: { METER: meter } });
    await screen.findByRole('heading', { level: 1, name: 'Editar perfil' });
    await settled();
    waves.restart();
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    const link = within(menu)
      .getAllByRole('link')
      .find((candidate) => candidate.getAttribute('href')?.split('#')[0] === root)!;
    expect(link).toBeDefined();
    const visited: string[] = [];
    const watch = () => visited.push(currentPath());
    window.addEventListener('popstate', watch);
    const push = window.history.pushState.bind(window.history);
    const replace = window.history.replaceState.bind(window.history);
    window.history.pushState = (...args) => (push(...args), watch());
    window.history.replaceState = (...args) => (replace(...args), watch());
    try {
      fireEvent.click(link);
      await waitFor(() => expect(currentPath()).toBe(first));
      await settled();
    } finally {
      window.history.pushState = push;
      window.history.replaceState = replace;
      window.removeEventListener('popstate', watch);
    }
    expect(visited).not.toContain(root);
    const own = waves.log().filter((entry) => entry.name === read);
    expect(own).toHaveLength(1);
    expect(waves.log().every((entry) => entry.wave === own[0]!.wave)).toBe(true);
  });
});
