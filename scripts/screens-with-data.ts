import { paths } from '../client/shared/paths';

/** The demo accounts that open the screens (DESIGN.md, "Demo accounts"). */
export const PERSONAS = {
  person: 'cliente@demo.cl',
  funcionario: 'funcionario@empresa.demo.cl',
  admin: 'admin@empresa.demo.cl',
} as const;

export type Persona = keyof typeof PERSONAS;

export interface ScreenWithData {
  path: string;
  as: Persona;
}

const person = (...list: string[]): ScreenWithData[] => list.map((path) => ({ path, as: 'person' }));
const funcionario = (...list: string[]): ScreenWithData[] => list.map((path) => ({ path, as: 'funcionario' }));
const admin = (...list: string[]): ScreenWithData[] => list.map((path) => ({ path, as: 'admin' }));

/**
 * Every signed-in screen of spec/routes.tsv that shows data, with the demo account that reaches it, where its path
 * needs no id of the account's data: the list `npm run lighthouse -- all` measures. (The detail screens open from
 * these, with the same frame and blocks.)
 */
export const SCREENS_WITH_DATA: readonly ScreenWithData[] = [
  ...person(
    paths.dashboard,
    paths.profile,
    paths.requests,
    `${paths.info}/medidor`,
    `${paths.accounts}/medidor`,
    paths.meter.bills,
    paths.meter.readings,
    paths.meter.payments,
    paths.meter.debt,
    paths.meter.agreements,
    paths.meter.rates,
    paths.meter.requests,
    paths.meter.simulator,
    paths.meter.subscription,
    paths.bulk.order,
    paths.bulk.orders,
    paths.bulk.payments,
    paths.bulk.debt,
    paths.bulk.account,
    paths.bulk.telemetry,
    paths.bulk.requests,
    paths.bulk.prices,
    paths.cylinder.order,
    paths.cylinder.prices,
    paths.cylinder.discounts,
    paths.cylinder.orders,
    paths.cylinder.requests,
    paths.autogas.contract,
    paths.autogas.consumption,
    paths.autogas.goals,
    paths.autogas.maintenance,
    paths.autogas.schedule,
    paths.autogas.requests,
  ),
  ...admin(paths.dashboard, paths.funcionarios, paths.newFuncionario, paths.clientSearch),
  ...funcionario(
    paths.dashboard,
    paths.bulk.tankSummary,
    paths.bulk.order,
    paths.bulk.orders,
    paths.bulk.payments,
    paths.bulk.debt,
    paths.bulk.account,
    paths.bulk.telemetry,
    paths.bulk.prices,
    paths.institutional.quote,
    paths.institutional.quotes,
    paths.institutional.account,
    paths.electricity.consumption,
    paths.electricity.invoices,
    paths.electricity.payments,
    paths.electricity.debt,
  ),
];
