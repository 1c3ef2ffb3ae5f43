import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'wouter';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { Money } from '../../ui/Money';
import { paths } from '../../shared/paths';
import { preloadHref } from '../../shared/request-wizard/preload';
import { METER_SIMULATION } from './api';
import { MeterFrame, type Meter } from './MeterFrame';
import { meterTab } from './meter-list';
import { screenRead, useVisitPolicy } from '../../shared/screen-reads';
import './meter.css';

/** spec 2 §5, §9: 1 to 48 whole instalments; the wizard's default is 12 */
export const MAX_INSTALMENTS = 48;
const DEFAULT_INSTALMENTS = 12;
export const SIMULATOR_ERROR = 'En este momento no podemos realizar la acción solicitada.';
export const NO_DEBT = 'El cliente seleccionado no registra deuda.';

/** The monthly instalment: the total over the instalments, in whole pesos (spec 2 §2). */
export const monthlyInstalment = (total: number, instalments: number) => Math.round(total / instalments);

// asked afresh on every visit: the debt it divides may have changed
const simulationRead = (contractCode: string) => screenRead(METER_SIMULATION, { contractCode }, 'network-only');

export const prefetch = meterTab((meter) => meter && simulationRead(meter.code));

function Simulator({ meter }: { meter: Meter }) {
  const read = simulationRead(meter.contractCode);
  const selectId = useId();
  const [, navigate] = useLocation();
  const [instalments, setInstalments] = useState(DEFAULT_INSTALMENTS);
  const [dismissed, setDismissed] = useState(false);
  const { data, loading, error, refetch } = useQuery(METER_SIMULATION, {
    variables: read.variables,
    fetchPolicy: useVisitPolicy(read),
    errorPolicy: 'all',
  });
  const amount = data?.viewer?.meter?.simulationAmount;
  if (loading && amount == null) return <Loading label="Calculando tu deuda…" />;
  if (amount == null) {
    return (
      <>
        <p className="empty">{SIMULATOR_ERROR}</p>
        {error && !dismissed && (
          <Modal
            title={SIMULATOR_ERROR}
            hideTitle
            size="small"
            onClose={() => setDismissed(true)}
            actions={
              <button type="button" className="button" onClick={() => void refetch()}>
                Reintentar
              </button>
            }
          >
            <p>{SIMULATOR_ERROR}</p>
          </Modal>
        )}
      </>
    );
  }
  if (amount <= 0) return <p className="empty">{NO_DEBT}</p>;
  return (
    <div className="card meter-simulator">
      <dl className="meter-facts">
        <dt>Monto total del convenio</dt>
        <dd>
          <Money value={amount} />
          <sup>1, 2</sup>
        </dd>
      </dl>
      <div className="field">
        <label htmlFor={selectId}>Número de cuotas</label>
        <select id={selectId} value={instalments} onChange={(e) => setInstalments(Number(e.target.value))}>
          {Array.from({ length: MAX_INSTALMENTS }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <dl className="meter-facts">
        <dt>Valor cuota mensual</dt>
        <dd>
          <Money value={monthlyInstalment(amount, instalments)} />
        </dd>
      </dl>
      <button
        type="button"
        className="button"
        onClick={() => navigate(preloadHref(paths.meter.requests, { code: 'C361', clientId: meter.clientId, instalments }))}
      >
        Solicitar Convenio
      </button>
      <ol className="meter-footnotes">
        <li>El monto corresponde a los consumos impagos acumulados desde marzo de 2020, sin intereses por mora.</li>
        <li>El monto no incluye los consumos mensuales.</li>
        <li>El convenio se ejecuta al término de la vigencia de la ley.</li>
      </ol>
    </div>
  );
}

/** Simulador convenio ley 21.340 (spec 2 §2): the debt, 1 to 48 instalments and 'Solicitar Convenio' (C361). */
export default function SimulatorPage() {
  return <MeterFrame title="Medidor">{(meter) => <Simulator key={meter.contractCode} meter={meter} />}</MeterFrame>;
}
