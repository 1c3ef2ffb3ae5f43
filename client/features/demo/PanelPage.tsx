import { useApolloClient, useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';
import { SessionActor } from '../../shared/session-actor';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { SelectField } from '../../ui/SelectField';
import {
  DEMO_ADD_FAULT,
  DEMO_CLEAR_FAULTS,
  DEMO_PANEL,
  DEMO_REMOVE_FAULT,
  DEMO_RESET_WORLD,
  DEMO_SET_CLOCK_SPEED,
  DEMO_SET_FLAG,
  DEMO_SET_MAINTENANCE,
} from './api';
import { FaultForm } from './panel/FaultForm';
import { FlagSwitches } from './panel/FlagSwitches';
import { PageViews } from './panel/PageViews';
import { CLOCK_SPEEDS, areaLabel, faultKindLabel } from './panel/labels';
import { PersonaList } from './panel/PersonaList';
import { usePanelChange } from './panel/use-panel-change';
import './panel/panel.css';

/**
 * /demo: the salesperson's controls over the running demo (demo data only; the gateway refuses them otherwise).
 * Every change is the gateway's and the world's, so it reaches every browser of the demo: the app re-reads its flags
 * after a change here, and other tabs when they regain focus.
 */
export default function PanelPage() {
  const config = useConfig();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(DEMO_PANEL, { fetchPolicy: 'network-only', skip: !config.demo });
  const change = usePanelChange();
  const signedIn = SessionActor.useSelector((s) => s.context.session !== null);

  if (!config.demo) {
    return (
      <section className="form-card">
        <h1>Panel de demostración</h1>
        <p>Esta página existe solo en la demostración.</p>
      </section>
    );
  }
  const panel = data?.demoPanel;
  // flags and maintenance are the app's config: read it again so this tab shows the change at once
  const changeConfig = (run: () => Promise<typeof panel>, done: string) =>
    void change.run(async () => {
      const answer = await run();
      await config.reload();
      return answer;
    }, done);

  return (
    <div className="page demo-panel">
      <header className="card">
        <h1>Panel de demostración</h1>
        <p className="muted">
          Los cambios valen para todos los navegadores de esta demostración, sin reiniciar: ingresa como cualquier cuenta de prueba,
          reinicia el mundo, activa o desactiva módulos y muestra cada estado de error del servicio.
        </p>
        <Link href={signedIn ? paths.dashboard : paths.login}>{signedIn ? 'Volver a Mis Servicios' : 'Ir al inicio de sesión'}</Link>
      </header>
      <p className="demo-outcome" role={change.outcome?.tone === 'error' ? 'alert' : 'status'}>
        {change.outcome?.text}
      </p>
      {loading && <Loading label="Cargando el panel…" />}
      {error && <LoadError onRetry={() => refetch()} />}
      {panel && (
        <>
          <section className="card" aria-labelledby="demo-personas">
            <h2 id="demo-personas">Ingresar como</h2>
            <p className="muted">Todas las cuentas usan la contraseña {panel.password}.</p>
            <PersonaList personas={panel.personas} password={panel.password} />
          </section>

          <section className="card" aria-labelledby="demo-world">
            <h2 id="demo-world">Mundo de demostración</h2>
            <div className="demo-row">
              <button
                type="button"
                className="button"
                disabled={change.busy}
                onClick={() =>
                  void change.run(async () => {
                    const answer = (await client.mutate({ mutation: DEMO_RESET_WORLD })).data?.demoResetWorld;
                    // every screen read the old world: what they show comes again from the new one
                    await client.resetStore();
                    return answer;
                  }, 'El mundo volvió a su estado inicial.')
                }
              >
                Reiniciar el mundo
              </button>
              <Link href={paths.demoMailbox} className="button button-secondary">
                Correos de la demostración
              </Link>
            </div>
            <SelectField
              label="Velocidad del reloj del mundo"
              fieldClassName="demo-clock"
              hint="Los pedidos avanzan y los camiones se mueven más rápido; las sesiones siguen el reloj real."
              options={[
                ...(CLOCK_SPEEDS.some((s) => s.speed === panel.clockSpeed)
                  ? []
                  : [{ value: panel.clockSpeed, label: `${panel.clockSpeed} veces` }]),
                ...CLOCK_SPEEDS.map((s) => ({ value: s.speed, label: s.label })),
              ]}
              value={String(panel.clockSpeed)}
              disabled={change.busy}
              onChange={(e) => {
                const speed = Number(e.target.value);
                const label = CLOCK_SPEEDS.find((s) => s.speed === speed)?.label ?? `${speed} veces`;
                void change.run(
                  async () => (await client.mutate({ mutation: DEMO_SET_CLOCK_SPEED, variables: { speed } })).data?.demoSetClockSpeed,
                  `Reloj del mundo: ${label.toLowerCase()}.`,
                );
              }}
            />
          </section>

          <section className="card" aria-labelledby="demo-modules">
            <h2 id="demo-modules">Módulos y mantención</h2>
            <label className="check demo-maintenance">
              <input
                type="checkbox"
                checked={panel.maintenance}
                disabled={change.busy}
                onChange={(e) => {
                  const enabled = e.target.checked;
                  changeConfig(
                    async () => (await client.mutate({ mutation: DEMO_SET_MAINTENANCE, variables: { enabled } })).data?.demoSetMaintenance,
                    enabled ? 'Modo mantención activado.' : 'Modo mantención desactivado.',
                  );
                }}
              />
              <span>Modo mantención</span>
            </label>
            <FlagSwitches
              flags={panel.flags}
              busy={change.busy}
              onChange={(name, enabled) =>
                changeConfig(
                  async () => (await client.mutate({ mutation: DEMO_SET_FLAG, variables: { name, enabled } })).data?.demoSetFlag,
                  `Módulo ${name} ${enabled ? 'activado' : 'desactivado'}.`,
                )
              }
            />
          </section>

          <section className="card" aria-labelledby="demo-faults">
            <h2 id="demo-faults">Fallas del servicio</h2>
            <p className="muted">El servicio responde con la falla elegida en vez de los datos, para mostrar los estados de error.</p>
            <FaultForm
              panel={panel}
              busy={change.busy}
              onAdd={(fault) =>
                void change.run(
                  async () => (await client.mutate({ mutation: DEMO_ADD_FAULT, variables: { fault } })).data?.demoAddFault,
                  `Falla agregada: ${faultKindLabel(fault.kind)} en ${fault.area ? `el área ${areaLabel(fault.area)}` : `la llamada ${fault.path ?? ''}`}.`,
                )
              }
              onRemove={(index) =>
                void change.run(
                  async () => (await client.mutate({ mutation: DEMO_REMOVE_FAULT, variables: { index } })).data?.demoRemoveFault,
                  'Falla quitada.',
                )
              }
              onClear={() =>
                void change.run(
                  async () => (await client.mutate({ mutation: DEMO_CLEAR_FAULTS })).data?.demoClearFaults,
                  'Se quitaron todas las fallas.',
                )
              }
            />
          </section>
        </>
      )}
      <PageViews />
    </div>
  );
}
