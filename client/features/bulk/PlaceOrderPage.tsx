import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { postInNewTab } from '../../lib/post-form';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';
import { useSelection } from '../../shared/selected-client';
import { Modal } from '../../ui/Modal';
import { ORDERING_USER } from './api';
import { BulkShell, placeOf, type BulkClient } from './BulkShell';
import { bulkTab } from './bulk-list';
import { screenRead } from '../../shared/screen-reads';

/** The ordering portal's form (spec 2 §7), under the portals' host (ORDERING_PORTAL_URL; the demo's stand-in by default). */
export const BULK_ORDERING_PATH = '/pedidos/granel/info-cliente-sap-sucursal';
export const BLOCKED_TEXT =
  'Existe un inconveniente con el ingreso de tu pedido. Por favor verifica que no tengas facturas pendientes de pago en sección detalle deuda.';

/** The hidden fields the portal takes: service type GR, client code, address with city, the user's phone. */
export function orderingFields(client: Pick<BulkClient, 'clientCode' | 'address' | 'city'>, phone: string): Record<string, string> {
  return {
    tipo_servicio: 'GR',
    codigo_cliente: client.clientCode,
    direccion: [client.address, client.city].filter(Boolean).join(', '),
    telefono: phone,
  };
}

// the user's phone, for the portal: asked at once, beside the list
export const prefetch = bulkTab(paths.bulk.order, () => screenRead(ORDERING_USER, {}));

/** Realizar Pedidos (spec 2 §2): a box per client; a blocked client gets the modal instead of the portal. */
export default function PlaceOrderPage() {
  const { data } = useQuery(ORDERING_USER, { errorPolicy: 'all' });
  const [blocked, setBlocked] = useState(false);
  const phone = data?.viewer?.user?.phone ?? '';
  const { links } = useConfig();
  const selection = useSelection();
  const portal = `${links.orderingPortal}${BULK_ORDERING_PATH}`;
  const order = (client: BulkClient) => (client.blocked ? setBlocked(true) : postInNewTab(portal, orderingFields(client, phone)));
  return (
    <BulkShell current={paths.bulk.order} selector={false}>
      {(clients) => (
        <>
          <ul className="telemetry-clients">
            {clients.map((c) => (
              <li key={c.id}>
                <span>
                  Cliente {c.clientCode} – {placeOf(c)}
                </span>
                <button type="button" className="button button-primary" onClick={() => order(c)}>
                  Realizar pedido
                </button>
              </li>
            ))}
          </ul>
          <p className="note">
            Una vez realizado, podrás ver tu pedido en <Link href={selection.link(paths.bulk.orders)}>Historial de Pedidos</Link>.
          </p>
          {blocked && (
            <Modal
              title="Realizar pedido"
              size="small"
              onClose={() => setBlocked(false)}
              actions={
                <button type="button" className="button button-primary" onClick={() => setBlocked(false)}>
                  Aceptar
                </button>
              }
            >
              <p role="alert">{BLOCKED_TEXT}</p>
            </Modal>
          )}
        </>
      )}
    </BulkShell>
  );
}
