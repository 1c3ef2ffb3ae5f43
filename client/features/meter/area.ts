import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import { personAreaRoute, type FeatureDeclaration } from '../../shared/routing';

const MeterHome = lazyScreen(() => import('./MeterHome'));
const BillsPage = lazyScreen(() => import('./BillsPage'));
const ReadingsPage = lazyScreen(() => import('./ReadingsPage'));
const PaymentsPage = lazyScreen(() => import('./PaymentsPage'));
const DebtPage = lazyScreen(() => import('./DebtPage'));
const AgreementsPage = lazyScreen(() => import('./AgreementsPage'));
const AgreementDetailPage = lazyScreen(() => import('./AgreementDetailPage'));
const RatesPage = lazyScreen(() => import('./RatesPage'));
const SimulatorPage = lazyScreen(() => import('./SimulatorPage'));
const SubscriptionPage = lazyScreen(() => import('./SubscriptionPage'));
const RequestsPage = lazyScreen(() => import('./RequestsPage'));

const route = personAreaRoute;

/**
 * Metered gas (spec 2 §2 "Metered gas", routes.tsv): each tab behind its flag, the Requerimientos tab mounting the shared
 * request wizard; unknown paths under the area go to /mis-servicios with the shell's fallback.
 */
export const meterArea: FeatureDeclaration = {
  name: 'meter',
  routes: [
    route(paths.meter.root, 'Medidor', 'medidor', MeterHome),
    route(paths.meter.bills, 'Boletas', 'medidor_boletas', BillsPage),
    route(paths.meter.readings, 'Historial de Lectura', 'medidor_historial_lectura', ReadingsPage),
    route(paths.meter.payments, 'Historial de Pagos', 'medidor_historial_pagos', PaymentsPage),
    route(paths.meter.debt, 'Detalle de Deuda', 'medidor_detalle_deuda', DebtPage),
    route(paths.meter.agreements, 'Convenios de Pago', 'medidor_convenio_pago', AgreementsPage),
    route(paths.meter.agreement, 'Detalle Convenio de Pago', 'medidor_convenio_pago', AgreementDetailPage),
    route(paths.meter.rates, 'Tarifas', 'medidor_tarifas', RatesPage),
    route(paths.meter.simulator, 'Simulador convenio ley 21.340', 'medidor_simulador', SimulatorPage),
    route(paths.meter.subscription, 'Boleta / Factura Electrónica', 'medidor_suscripcion', SubscriptionPage),
    // the requests screens need the terms accepted (spec 2 §6)
    { ...route(paths.meter.requests, 'Requerimientos', 'medidor_requerimientos', RequestsPage), consent: true },
    { ...route(paths.meter.request, 'Requerimientos', 'medidor_requerimientos', RequestsPage), consent: true },
  ],
};
