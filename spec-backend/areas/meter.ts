/**
 * Metered gas (spec 2 §2 Medidor, §3 Bill, Reading, Payment, Bill-subscription contact, §7): readings, bills and
 * their PDF, payments, the last bill with its rates, the Ley 21.340 simulation and the electronic-bill
 * subscription. There is no meter-debt call: the spec does not show its path.
 */
import { HttpError, addDays, empty, invalid, list, ok, pdf, post, type AuthContext, type Routes } from '../kit';
import { addressLine, mine, myMeter } from '../owned';
import type { World } from '../world';
import type { Bill, Contact } from '../records';

const billView = ({ paid: _paid, ...bill }: Bill) => bill;

/** The month range of a payload, refused when it ends before it starts. */
function months(context: AuthContext): [string, string] {
  const from = context.payload.month('star_month');
  const to = context.payload.month('end_month');
  if (to < from) throw invalid('end_month', 'El mes final no puede ser anterior al mes inicial.');
  return [from, to];
}

/** Subscribed e-mails a contract takes before a new one goes to review (the spec does not give the number). */
const MAX_SUBSCRIBERS = 2;
/** Contracts with a subscription review in progress, by e-mail. */
const reviews = new WeakMap<World, Set<string>>();

function contactsOf(context: AuthContext): Contact[] {
  const contracts = new Set(mine(context).meters.map((m) => m.contract_cod));
  return context.world.contacts.filter((c) => c.email === context.person.email && contracts.has(c.contract_cod));
}

export const routes: Routes = {
  '/simulation/amount': post((c) => {
    c.payload.date('date');
    const meter = myMeter(c, c.payload.text('contract_cod'));
    return meter.law_debt > 0 ? ok({ amount: meter.law_debt }) : empty('El cliente seleccionado no registra deuda.');
  }),

  '/reading/graph': post((c) => {
    const meter = myMeter(c, c.payload.text('contract_cod'));
    return list(
      meter.readings.slice(-13).map(({ reading_month, reading_consumption }) => ({ reading_month, reading_consumption })),
      'No existen registros de lectura',
    );
  }),

  '/reading/list': post((c) => {
    const [from, to] = months(c);
    const meter = myMeter(c, c.payload.text('contract_cod'));
    const readings = meter.readings.filter((r) => r.reading_month >= from && r.reading_month <= to).reverse();
    return list(readings, 'No existen registros de lectura');
  }),

  '/payment/history': post((c) => {
    const from = c.payload.date('start_date');
    const to = c.payload.date('end_date');
    if (to < from) throw invalid('end_date', 'La fecha final no puede ser anterior a la inicial.');
    const meter = myMeter(c, c.payload.text('contract_cod'));
    const payments = meter.payments.filter((p) => p.FECHA_PAGO >= from && p.FECHA_PAGO <= to).reverse();
    return list(payments, 'No se registran pagos realizados durante el período seleccionado');
  }),

  '/tickets/list': post((c) => {
    const [from, to] = months(c);
    const meter = myMeter(c, c.payload.text('contract_cod'));
    const bills = meter.bills.filter((b) => b.broadcast_date.slice(0, 7) >= from && b.broadcast_date.slice(0, 7) <= to).reverse();
    return list(bills.map(billView), 'No se encontraron boletas para el periodo seleccionado');
  }),

  '/tickets/file': post((c) => {
    const ticket = c.payload.text('ticket_number');
    c.payload.text('doc_type');
    const bill = mine(c)
      .meters.flatMap((m) => m.bills)
      .find((b) => b.ticket_number === ticket);
    if (!bill) throw new HttpError(403, 'No tienes acceso a esta boleta.');
    if (!bill.pdfAvailable) throw new HttpError(404, 'La boleta no está disponible.');
    return pdf(`boleta-${bill.ticket_number}.pdf`, `Boleta ${bill.ticket_number} - total $${bill.amount}`);
  }),

  '/bill/get': post((c) => {
    const meter = myMeter(c, c.payload.text('contract_cod'));
    const last = meter.bills[meter.bills.length - 1];
    if (!last) return empty('No se encontraron boletas para el contrato.');
    return ok({ contract_cod: meter.contract_cod, ...billView(last), rates: meter.rates });
  }),

  // bill subscription: one contact per e-mail and contract; the sync adds the person's e-mail to each linked contract
  '/tickets/sync_suscriptions': post((c) => {
    const have = new Set(contactsOf(c).map((contact) => contact.contract_cod));
    for (const meter of mine(c).meters)
      if (!have.has(meter.contract_cod))
        c.world.contacts.push({
          id: c.world.next('contact'),
          email: c.person.email,
          contract_cod: meter.contract_cod,
          suscribed: false,
          suscriber_type: null,
          doc_type: 'BOLETA',
        });
    return ok(undefined, { message: 'Contactos sincronizados.' });
  }),

  '/tickets/suscription_list': post((c) => {
    const meters = mine(c).meters;
    return list(
      contactsOf(c).map((contact) => {
        const meter = meters.find((m) => m.contract_cod === contact.contract_cod)!;
        return {
          id: contact.id,
          meter_client_id: meter.client_cod,
          suscribed: contact.suscribed,
          meter_contract_id: meter.contract_cod,
          suscriber_type: contact.suscriber_type,
          doc_type: contact.doc_type,
          address: addressLine(meter.address),
        };
      }),
      'No tienes contratos de medidor para suscribir.',
    );
  }),

  '/tickets/register': post((c) => {
    const given = c.payload.list('contacts');
    const own = contactsOf(c);
    const meters = mine(c).meters;
    const pending = reviews.get(c.world) ?? new Set<string>();
    reviews.set(c.world, pending);
    const result = { remaining: new Set<string>(), created: [] as object[], existing: [] as object[] };
    for (const [index, item] of given.entries()) {
      const entry = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
      const contact = own.find((x) => x.id === Number(entry.id));
      if (!contact) throw new HttpError(403, 'No tienes acceso a este contacto.');
      const wants = entry.suscribed === true || entry.suscribed === 1 || entry.suscribed === '1';
      const type = entry.suscriber_type;
      if (type !== 'DUEÑO' && type !== 'ARRENDATARIO')
        throw invalid(`contacts.${index}.suscriber_type`, 'Para suscribir debes seleccionar su categoría');
      const doc = entry.doc_type === 'FACTURA' ? 'FACTURA' : 'BOLETA';
      const meter = meters.find((m) => m.contract_cod === contact.contract_cod)!;
      const others = c.world.contacts.filter((x) => x.contract_cod === contact.contract_cod && x.id !== contact.id && x.suscribed);
      const key = `${c.person.email}|${contact.contract_cod}`;
      const line = { NumeroContrato: meter.contract_cod, Direccion: addressLine(meter.address) };
      Object.assign(contact, { suscriber_type: type, doc_type: doc });
      if (wants && !contact.suscribed && others.length >= MAX_SUBSCRIBERS) {
        if (pending.has(key)) result.existing.push(line);
        else {
          pending.add(key);
          const number = String(20048000 + c.world.next('review')).padStart(10, '0');
          result.created.push({ ...line, NroRequerimiento: number, FechaPlazo: addDays(c.world.today, 5) });
        }
        continue;
      }
      contact.suscribed = wants;
      if (!wants) for (const other of others) result.remaining.add(other.email);
    }
    const partial = result.created.length + result.existing.length > 0;
    return {
      status: 200,
      json: {
        status: partial ? 'some_ok' : 'ok',
        message: partial ? 'Algunas suscripciones quedaron en revisión.' : 'Suscripciones actualizadas correctamente.',
        remaining_contacts: [...result.remaining],
        new_requirement_suscriptions: result.created,
        has_requirement_suscriptions: result.existing,
        error_requirement_suscriptions: [],
      },
    };
  }),
};
