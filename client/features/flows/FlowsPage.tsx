import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';
import { catalogue, machineById } from './catalogue';
import type { ActorReport } from './channel';
import { LivePanel } from './LivePanel';
import { MachineView } from './MachineView';
import { reportKey, useLiveActors } from './use-live-actors';
import './flows.css';

const FIRST = 'login';

const hrefOf = (id: string) => `${paths.flows}?flujo=${encodeURIComponent(id)}`;

/**
 * /flujos: every machine of machines/index.ts as a statechart, and the app's running actors on it, live (dev and demo
 * builds; the gateway answers 404 against a real backend).
 */
export default function FlowsPage() {
  const { demo } = useConfig();
  if (!demo && !import.meta.env.DEV) {
    return (
      <section className="form-card" aria-labelledby="flows-title">
        <h1 id="flows-title">Flujos</h1>
        <p>Esta página existe solo en la demostración y en desarrollo.</p>
      </section>
    );
  }
  return <Flows />;
}

function Flows() {
  const selectedId = new URLSearchParams(useSearch()).get('flujo');
  const machine = machineById(selectedId) ?? machineById(FIRST) ?? catalogue[0]!;
  const reports = useLiveActors();
  const [focused, setFocused] = useState<string | null>(null);

  const ofMachine = reports.filter((r) => r.machine === machine.id);
  // the actor the user picked, else the one that moved last
  const live = ofMachine.find((r) => reportKey(r) === focused) ?? [...ofMachine].sort((a, b) => b.at - a.at)[0] ?? null;
  const running = new Set(reports.filter((r) => r.status === 'active').map((r) => r.machine));

  return (
    <section className="flows" aria-labelledby="flows-title">
      <header className="flows-intro">
        <h1 id="flows-title">Flujos</h1>
        <p className="muted">
          Cada flujo de la Sucursal Virtual como diagrama de estados, dibujado desde su máquina. Los flujos que corren en otras pestañas de
          este navegador se marcan en vivo.
        </p>
      </header>
      <div className="flows-layout">
        <nav className="flows-list" aria-label="Máquinas">
          <ul>
            {catalogue.map((m) => (
              <li key={m.id}>
                <Link href={hrefOf(m.id)} aria-current={m.id === machine.id ? 'page' : undefined}>
                  {m.id}
                  {running.has(m.id) && <span className="flows-running"> · en curso</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flows-main">
          <MachineView machine={machine} live={live} />
          <LivePanel
            reports={reports}
            focused={live ? reportKey(live) : null}
            onShow={(report: ActorReport) => setFocused(reportKey(report))}
          />
        </div>
      </div>
    </section>
  );
}
