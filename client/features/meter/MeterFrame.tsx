import { useEffect, useId, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useAtom } from 'jotai';
import { Link, useLocation } from 'wouter';
import type { MeterFrameQuery } from '../../gql/graphql';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';
import { meterTabs, visibleTabs } from '../../shared/service-tabs';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { TabBar } from '../../ui/TabBar';
import { METER_FRAME } from './api';
import { selectedMeterAtom } from './selected';

export type Meter = NonNullable<NonNullable<NonNullable<MeterFrameQuery['viewer']>['services']>['meter']>[number] & {
  contractCode: string;
};

const DEBT_HASH = '#showmodal';

/** The menu's Medidor link carries #showmodal when the user is in debt (spec 1 §2): the area opens with this modal. */
function DebtModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      title="Tienes cuentas pendientes de pago"
      onClose={onClose}
      size="small"
      actions={
        <Link href={paths.meter.debt} className="button" onClick={onClose}>
          Ver detalle de deuda
        </Link>
      }
    >
      <p>Tu servicio de Medidor registra boletas pendientes de pago. Revisa el detalle y paga en línea.</p>
    </Modal>
  );
}

/**
 * The metered-gas area around each tab (spec 2 §2): the meter selector, the tab bar of the tabs whose flags are on,
 * and the debt modal of #showmodal. `children` gets the selected meter; `tabs={false}` leaves the tab bar out and
 * `selector={false}` the selector (a screen about every meter).
 */
export function MeterFrame({
  title,
  children,
  tabs = true,
  selector = true,
}: {
  title: string;
  children: (meter: Meter) => ReactNode;
  tabs?: boolean;
  selector?: boolean;
}) {
  const { flag } = useConfig();
  const [location] = useLocation();
  const selectId = useId();
  const [selected, setSelected] = useAtom(selectedMeterAtom);
  const [debtModal, setDebtModal] = useState(() => typeof window !== 'undefined' && window.location.hash === DEBT_HASH);
  const { data, loading, refetch } = useQuery(METER_FRAME, { errorPolicy: 'all' });
  const meters = (data?.viewer?.services?.meter ?? []).filter((m): m is Meter => Boolean(m.contractCode));
  const meter = meters.find((m) => m.contractCode === selected) ?? meters[0] ?? null;

  useEffect(() => {
    if (meter && meter.contractCode !== selected) setSelected(meter.contractCode);
  }, [meter, selected, setSelected]);

  const closeDebtModal = () => {
    setDebtModal(false);
    if (window.location.hash === DEBT_HASH)
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  };

  const loaded = data?.viewer?.services?.meter;
  const empty = loaded !== undefined && loaded !== null && meters.length === 0;
  const tabList = visibleTabs(meterTabs, flag).map((t) => ({ href: t.path, label: t.label }));
  const current = tabList.find((t) => location === t.href || location.startsWith(`${t.href}/`))?.href ?? location;

  let body: ReactNode;
  if (!data && loading) body = <Loading label="Cargando tus medidores…" />;
  else if (!loaded) body = <LoadError onRetry={() => refetch()} />;
  else if (empty)
    body = (
      <div className="meter-empty">
        <p>No tienes servicios de Medidor asociados.</p>
        <Link href={paths.serviceChooser} className="button">
          Agregar Servicios
        </Link>
      </div>
    );
  else if (meter) body = children(meter);

  return (
    <section className="page meter-area" aria-labelledby="meter-title">
      <header className={empty ? 'meter-header meter-header-empty' : 'meter-header'}>
        <h1 id="meter-title">{title}</h1>
        {selector && meters.length > 0 && (
          <div className="field meter-selector">
            <label htmlFor={selectId}>N° Cliente</label>
            <select id={selectId} value={meter?.contractCode ?? ''} onChange={(e) => setSelected(e.target.value)}>
              {meters.map((m) => (
                <option key={m.id} value={m.contractCode}>
                  {m.contractCode} · {m.address}
                </option>
              ))}
            </select>
          </div>
        )}
      </header>
      {tabs && !empty && tabList.length > 0 && <TabBar label="Secciones de Medidor" tabs={tabList} current={current} />}
      <div className="meter-body">{body}</div>
      {debtModal && <DebtModal onClose={closeDebtModal} />}
    </section>
  );
}
