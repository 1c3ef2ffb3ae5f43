/** The metered gas reads a person's account with a meter can be answered (spec 2 §7 "Metered gas"). */
import { given, none, yearAgo, type Check } from './check';

const NEEDS_METER = 'la cuenta no tiene contratos de medidor: vincula uno';
const withContract = (build: (contract: string) => object) => given((known) => known.contract, build);
const months = () => yearAgo('month');
const days = () => yearAgo('day');

export const METER_CHECKS: Check[] = [
  {
    path: '/tickets/list',
    needs: NEEDS_METER,
    payload: withContract((contract_cod) => ({ star_month: months().from, end_month: months().to, contract_cod })),
  },
  {
    path: '/reading/list',
    needs: NEEDS_METER,
    payload: withContract((contract_cod) => ({ star_month: months().from, end_month: months().to, contract_cod })),
  },
  { path: '/reading/graph', needs: NEEDS_METER, payload: withContract((contract_cod) => ({ contract_cod })) },
  {
    path: '/payment/history',
    needs: NEEDS_METER,
    payload: withContract((contract_cod) => ({ start_date: days().from, end_date: days().to, contract_cod })),
  },
  { path: '/bill/get', needs: NEEDS_METER, payload: withContract((contract_cod) => ({ contract_cod })) },
  { path: '/meter/debt', needs: NEEDS_METER, payload: withContract((contract_cod) => ({ contract_cod })) },
  { path: '/simulation/amount', needs: NEEDS_METER, payload: withContract((contract_cod) => ({ date: days().to, contract_cod })) },
  // the list alone: the screen's /tickets/sync_suscriptions before it asks the backend to sync, a side effect
  { path: '/tickets/suscription_list', payload: none },
];
