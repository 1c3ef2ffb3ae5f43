import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { AreaShell } from '../../shared/AreaShell';
import { paths } from '../../shared/paths';
import { meterTabs } from '../../shared/service-tabs';
import { Modal } from '../../ui/Modal';
import { MISSING } from '../../lib/format';
import { METER_FRAME } from './api';
import { meterList, type Meter } from './meter-list';

export type { Meter };

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
 * The metered-gas area around each tab (spec 2 §2): the meter selector (?cliente= with the contract code), the tab bar
 * of the tabs whose flags are on, and the debt modal of #showmodal. `children` gets the selected meter; `tabs={false}`
 * leaves the tab bar out and `selector={false}` the selector (a screen about every meter).
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
  const [debtModal, setDebtModal] = useState(() => typeof window !== 'undefined' && window.location.hash === DEBT_HASH);
  const { data, loading, refetch } = useQuery(METER_FRAME, { errorPolicy: 'all' });
  const meters = data && meterList.items(data);
  const empty = meters?.length === 0;

  const closeDebtModal = () => {
    setDebtModal(false);
    if (window.location.hash === DEBT_HASH)
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  };

  return (
    <AreaShell
      line={meterList.line}
      module="medidor"
      title={title}
      titleId="meter-title"
      className="meter-area"
      headerClassName={empty ? 'meter-header meter-header-empty' : 'meter-header'}
      bodyClassName="meter-body"
      tabsLabel="Secciones de Medidor"
      tabs={tabs && !empty ? meterTabs : []}
      list={{ items: meters, loading, refetch }}
      codeOf={meterList.codeOf}
      loadingLabel="Cargando tus medidores…"
      empty={
        <div className="meter-empty">
          <p>No tienes servicios de Medidor asociados.</p>
          <Link href={paths.serviceChooser} className="button">
            Agregar Servicios
          </Link>
        </div>
      }
      selector={
        // the N° Cliente is the client's code (client_cod); the selection itself goes by contract (?cliente=)
        selector && {
          label: 'N° Cliente',
          className: 'field meter-selector',
          optionLabel: (m) => `${m.clientCode} · ${m.address || MISSING}`,
        }
      }
      overlay={debtModal && <DebtModal onClose={closeDebtModal} />}
    >
      {(meter) => children(meter)}
    </AreaShell>
  );
}
