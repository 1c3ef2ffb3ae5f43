import { Link } from 'wouter';
import { postInNewTab } from '../../lib/post-form';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';
import { useSelection } from '../../shared/selected-client';
import { clientPlace, CylinderShell } from './CylinderShell';
import { cylinderTab } from './cylinder-list';

/** The cylinder ordering portal's form (spec 2 §7), under its host (CYLINDER_PORTAL_URL; the demo's stand-in by default). */
export const CYLINDER_ORDERING_PATH = '/pedidos/cilindro/info-cliente-sap-sucursal';

/** The hidden fields the portal takes (spec 2 §2, §9): service type EN and the user's phone. */
export function orderingFields(phone: string): Record<string, string> {
  return { tipo_servicio: 'EN', telefono: phone };
}

// it reads nothing but the services (and the phone with them): they are asked for as the app goes to it
export const prefetch = cylinderTab(() => null);

/** Realizar Pedidos (spec 2 §2): one card per cylinder service, each opening the ordering portal in a new window. */
export default function PlaceOrderPage() {
  const { links } = useConfig();
  const selection = useSelection();
  const portal = `${links.cylinderPortal}${CYLINDER_ORDERING_PATH}`;
  return (
    <CylinderShell current={paths.cylinder.order} flag="cilindro_realizar_pedido" selector={false}>
      {({ clients, phone }) => (
        <>
          <ul className="telemetry-clients">
            {clients.map((c) => (
              <li key={c.id}>
                <span>
                  Cliente {c.clientCode} – {clientPlace(c)}
                </span>
                <button type="button" className="button button-primary" onClick={() => postInNewTab(portal, orderingFields(phone))}>
                  Realizar pedido
                </button>
              </li>
            ))}
          </ul>
          <p className="note">
            Una vez realizado, podrás ver tu pedido en <Link href={selection.link(paths.cylinder.orders)}>Pedidos</Link>.
          </p>
        </>
      )}
    </CylinderShell>
  );
}
