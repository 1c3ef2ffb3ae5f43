import type { ActorReport, ActorStatus } from './channel';
import { thisTab } from './channel';
import { eventLabel, formatStateValue } from './describe';
import { reportKey } from './use-live-actors';

const statusLabels: Record<ActorStatus, string> = {
  active: 'en curso',
  done: 'terminado',
  stopped: 'detenido',
  error: 'con error',
};

interface Props {
  reports: readonly ActorReport[];
  /** the report drawn on the chart */
  focused: string | null;
  onShow(report: ActorReport): void;
}

/** The machine actors running in this browser's tabs, each with its state and last event. */
export function LivePanel({ reports, focused, onShow }: Props) {
  return (
    <section className="flows-live" aria-labelledby="flows-live-title">
      <h2 id="flows-live-title">En vivo</h2>
      {reports.length === 0 ? (
        <p className="muted">
          Aún no hay flujos corriendo. Abre la Sucursal Virtual en otra pestaña de este navegador y recórrela: sus flujos aparecerán aquí.
        </p>
      ) : (
        <div className="table-wrap">
          <table className="data-table flows-live-table">
            <caption className="muted">Los flujos de las pestañas de este navegador, con su estado y su último evento.</caption>
            <thead>
              <tr>
                <th scope="col">Flujo</th>
                <th scope="col">Estado</th>
                <th scope="col">Último evento</th>
                <th scope="col">Pestaña</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr
                  key={reportKey(report)}
                  data-machine={report.machine}
                  className={reportKey(report) === focused ? 'is-focused' : undefined}
                >
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => onShow(report)}
                      aria-pressed={reportKey(report) === focused}
                    >
                      {report.machine}
                    </button>
                  </td>
                  <td>
                    <code>{formatStateValue(report.value)}</code> <span className="muted">({statusLabels[report.status]})</span>
                  </td>
                  <td>
                    <code>{eventLabel(report.event)}</code>
                  </td>
                  <td>{report.tab === thisTab ? 'esta pestaña' : report.tab}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
