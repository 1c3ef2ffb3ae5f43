/**
 * The reads of Suministro Eléctrico a company user's screens make (spec 3 §2, §7): the installations of a contract,
 * the consumption of its first installation over the last month, the invoices, the payments and the debt, each asked
 * about the user's first line-7 client with the ids its earlier answers give.
 */
import { mapInstallations } from '../../gateway/mappers/electricity';
import { slashedDay } from '../../machines/rules/electricity-rules';
import { chileDay, monthsBefore } from '../../machines/rules/chile-time';
import { given, idOf, type Check, type Known } from './check';

/** business_line_id of electricity (spec 3 §1) */
const ELECTRICITY = 7;

const NEEDS = {
  contract: 'el usuario de empresa no tiene clientes de Suministro Eléctrico',
  installation: 'el contrato de Suministro Eléctrico no tiene instalaciones',
};

/** The electricity contract to ask about: the first line-7 client's contract code (its client code without one). */
export function learnElectricityContract(clients: Array<Record<string, unknown>>, known: Known): void {
  const client = clients.find((c) => Number(c.business_line_id) === ELECTRICITY);
  const code = client && (idOf(client.contract_cod) ?? idOf(client.electricity_contract_id) ?? idOf(client.client_cod));
  known.electricityContract = code || known.electricityContract;
}

const byContract = (build: (contract: string) => object) => given((known) => known.electricityContract, build);

/** The last year to Chile's today, dd/MM/yyyy as the electricity calls take it. */
const lastYear = () => {
  const today = chileDay();
  return { start_date: slashedDay(monthsBefore(today, 12)), end_date: slashedDay(today) };
};

export const ELECTRICITY_CHECKS: Check[] = [
  {
    path: '/company_user/electricity/consuption/codes',
    needs: NEEDS.contract,
    payload: byContract((contract_cod) => ({ contract_cod })),
    learn: (answer, known) => {
      const [first] = answer && typeof answer === 'object' ? (mapInstallations(answer as Record<string, unknown>) ?? []) : [];
      if (first) known.electricityInstallation = first.code;
    },
  },
  {
    path: '/company_user/electricity/consuption',
    needs: NEEDS.installation,
    payload: given(
      (k) => k.electricityInstallation,
      (instalacion) => {
        const today = chileDay();
        return {
          instalacion,
          startDate: slashedDay(monthsBefore(today, 1)),
          endDate: slashedDay(today),
          granularity: 'daily',
          horario: '',
        };
      },
    ),
  },
  {
    path: '/company_user/electricity/ticket_list',
    needs: NEEDS.contract,
    payload: byContract((contract_cod) => ({ contract_cod, ...lastYear() })),
  },
  {
    path: '/company_user/electricity/payment_history',
    needs: NEEDS.contract,
    payload: byContract((contract_cod) => ({ contract_cod, ...lastYear() })),
  },
  { path: '/company_user/electricity/debt_details', needs: NEEDS.contract, payload: byContract((client_cod) => ({ client_cod })) },
];
