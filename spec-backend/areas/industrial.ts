/**
 * Industrial bulk for company users (spec 3 §2, §3, §7): the two calls the spec shows — the order search of the
 * company family (spec 2 §7, the person's payload and order shape) and the tank summary's central tree. Both need
 * privilege 1002 on the client. The other industrial screens use "the company-user call family" whose paths the spec
 * does not show: they are not served here.
 */
import { clientsOf, myCompanyClient } from '../company-owned';
import { TANKS_AND_ORDERS, type Central } from '../company-records';
import { companyPost, list, type Routes } from '../kit';
import { addressLine, regionName } from '../owned';
import { orderSearch } from './bulk';

/** The litres a central holds: its own tanks and those of the centrals it holds. */
const totalCapacity = (c: Central): number =>
  c.tanks.reduce((sum, t) => sum + t.capacity, 0) + c.centrals.reduce((sum, child) => sum + totalCapacity(child), 0);

/** A central as spec 3 §3 names it; the type as SAP writes it, text. */
function centralView(c: Central): Record<string, unknown> {
  return {
    central_id: c.central_id,
    type: String(c.type),
    address: addressLine(c.address),
    city: c.address.city,
    region_name: regionName(c.address.region_cod),
    total_capacity: totalCapacity(c),
    centrals: c.centrals.map(centralView),
    tanks: c.tanks.map((t) => ({ tank_id: t.tank_id, serial_number: t.serial_number, capacity: t.capacity })),
  };
}

export const routes: Routes = {
  /** one client's orders, or without client_cod those of every client the user may see the orders of */
  '/company_user/industrial/order_search': companyPost((c) => {
    const client_cod = c.payload.optText('client_cod');
    const clients = client_cod
      ? [myCompanyClient(c, client_cod, TANKS_AND_ORDERS)]
      : clientsOf(c.world, c.companyUser)
          .filter(({ client, privileges }) => client.business_line_id === 6 && privileges.includes(TANKS_AND_ORDERS))
          .map(({ client }) => client);
    return orderSearch(c.payload, clients, c.world.today);
  }),

  '/company_user/bussines_line/industrial/resume': companyPost((c) => {
    const client = myCompanyClient(c, c.payload.text('client_code'), TANKS_AND_ORDERS);
    return list(client.centrals.map(centralView), 'El cliente no tiene centrales registradas.');
  }),
};
