/**
 * How many REST calls each query of the client makes, as a person (cliente@demo.cl) and as a company user
 * (funcionario@empresa.demo.cl): every query operation in client/gql is sent to a gateway with GATEWAY_TRACE_CALLS
 * over a fresh in-memory demo world. The variables of a query sent on a user action are read first from the
 * account's own data in that world (its services, orders, documents, requests…), as its screens would find them;
 * the retry queries of a screen's blocks ask every block at once.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import dayjs from 'dayjs';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as operations from '../../client/gql/graphql';
import { datesBack, monthsBack, today } from '../../client/lib/date-range';
import { createFixtureBackend } from '../../fixtures/backend';
import { demoWorldOf } from '../../fixtures/demo-world';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { createWaveTransport } from './backend-waves';
import { readConfig } from '../../gateway/config';
import { startGateway } from '../../gateway/server';

const PASSWORD = 'Gas.Demo.2026';

export interface QueryCalls {
  name: string;
  /** null: the query does not apply to this account, or failed (the note says which) */
  person: number | null;
  company: number | null;
  /** the backend latencies each answer waited for end to end (scripts/bench/backend-waves.ts), null as above */
  personDepth: number | null;
  companyDepth: number | null;
  /** the REST paths of each of those waves, in order (scripts/bench/backend-waves.ts), null as above */
  personWaves: string[][] | null;
  companyWaves: string[][] | null;
  note?: string;
}

type Variables = Record<string, unknown>;
/** The variables of each query, by operation name; a string says why the account cannot ask that query. */
type Samples = Record<string, Variables | string>;
/** Asks a query as the account; throws when it answers with errors. */
type Ask = <R, V>(document: TypedDocumentNode<R, V>, variables: V) => Promise<R>;

/** The first item of a list the account's data must have (the demo world's personas have each of these). */
function first<T>(list: readonly T[] | null | undefined, what: string, matches: (item: T) => boolean = () => true): T {
  const item = list?.find(matches);
  if (item === undefined) throw new Error(`the bench found no ${what} in the demo account's data`);
  return item;
}

/** An id the demo world always writes (the backend may leave one out, so the schema lets it be null). */
function known(value: string | null, what: string): string {
  if (value === null) throw new Error(`the bench found no ${what} in the demo account's data`);
  return value;
}

/** A file as the bulk document's detail names it (BulkPdfInput), without what the gateway does not take. */
const pdfOf = (file: { pdfNumber: string; classDescription: string } | null | undefined) =>
  file ? { pdfNumber: file.pdfNumber, classDescription: file.classDescription } : undefined;

/**
 * The bulk screens' queries, with ids from the account's own bulk clients: a person's Granel Habitacional or a
 * Funcionario's Granel Industrial (the same queries, the company family of calls).
 */
async function bulkSamples(ask: Ask): Promise<Samples> {
  const o = operations;
  const telemetry = (await ask(o.TelemetryDocument, {})).viewer?.telemetry?.clients;
  const clientCode = known(first(telemetry, 'bulk client with telemetry', (c) => c.active).clientCode, 'bulk client code');
  const orders = (await ask(o.BulkOrdersDocument, { clientCode, days: 365 })).viewer?.bulkOrders?.orders;
  const enRoute = first(orders, 'bulk order on the road', (order) => order.state === 'EN_RUTA');
  const onTheRoad = known(enRoute.orderNumber, 'order number');
  const documents = (await ask(o.BulkAccountDocument, { clientCode, months: 12 })).viewer?.bulkAccount?.documents;
  const detailed = first(documents, 'bulk document with a detail', (d) => d.hasDetail);
  const pdf = first(documents, 'bulk document with a file', (d) => d.document !== null).document;
  const tankCode = known(first((await ask(o.TanksDocument, { clientCode })).viewer?.tanks, 'tank').code, 'tank code');
  const tankMonth = datesBack(1, 'month');
  const yearEarlier = (day: string) => dayjs(day).subtract(1, 'year').format('YYYY-MM-DD');
  return {
    BulkAccount: { clientCode, months: 12 },
    BulkDebt: { clientCode },
    // opened from Cuenta Corriente, whose list names the files the detail asks about (client/features/bulk/detail-reads.ts)
    BulkDocument: {
      clientCode,
      docNumber: detailed.docNumber,
      docYear: detailed.docYear,
      document: pdfOf(detailed.document),
      guide: pdfOf(detailed.guide),
    },
    BulkDocumentExists: { pdfNumber: pdf?.pdfNumber, classDescription: pdf?.classDescription },
    BulkOrderDetail: { orderNumber: onTheRoad },
    BulkOrders: { clientCode, days: 365 },
    BulkPayments: { clientCode },
    BulkPrices: { clientCode },
    Tank: { clientCode, tankCode },
    TankReadings: { clientCode, tankCode, ...tankMonth, lastFrom: yearEarlier(tankMonth.from), lastTo: yearEarlier(tankMonth.to) },
    Tanks: { clientCode },
    // the order detail names the patent its order holds
    TruckPosition: { orderNumber: onTheRoad, knownPatent: enRoute.patent },
  };
}

/**
 * A Funcionario's institutional cylinder and electricity screens, with ids from the account's own line-2 and line-7
 * services: a saved quote, a current-account document, an installation.
 */
async function companyLineSamples(ask: Ask, services: ReadonlyArray<{ line: string; clientCode: string }>): Promise<Samples> {
  const o = operations;
  const institutional = first(services, 'institutional cylinder client', (s) => s.line === 'INSTITUTIONAL_CYLINDER').clientCode;
  const electricity = first(services, 'electricity client', (s) => s.line === 'ELECTRICITY').clientCode;
  // the contract the electricity screens name when their client list carries it (useKnownContract, in
  // client/features/electricity/api.ts: the ElectricityContract fragment spread where the company's clients are read)
  const clients = (await ask(o.CompanyClientsDocument, {})).viewer?.company?.services ?? [];
  const listed = clients.find((c) => c.line === 'ELECTRICITY' && c.clientCode === electricity) as
    { contractCode?: string | null } | undefined;
  const contract = listed?.contractCode ? { contractCode: listed.contractCode } : {};
  const type = first((await ask(o.QuoteOptionsDocument, { clientCode: institutional })).viewer?.quoteOptions?.types, 'quote type');
  const quote = first((await ask(o.QuotesDocument, { clientCode: institutional, months: 12 })).viewer?.quotes?.quotes, 'quote');
  const accountDocuments = (await ask(o.InstitutionalAccountDocument, { clientCode: institutional, months: 12 })).viewer
    ?.institutionalAccount?.documents;
  const document = first(accountDocuments, 'institutional document');
  const installations = (await ask(o.ElectricityInstallationsDocument, { clientCode: electricity, ...contract })).viewer
    ?.electricityInstallations?.installations;
  const year = datesBack(1, 'year');
  const yearEarlier = (day: string) => dayjs(day).subtract(1, 'year').format('YYYY-MM-DD');
  return {
    QuoteOptions: { clientCode: institutional },
    QuoteMaterials: { clientCode: institutional, quoteType: type.type, paymentCode: first(type.paymentMethods, 'payment method').code },
    Quotes: { clientCode: institutional, months: 12 },
    QuoteDetail: { clientCode: institutional, quoteNumber: quote.quoteNumber },
    InstitutionalAccount: { clientCode: institutional, months: 12 },
    InstitutionalDocument: { clientCode: institutional, docNumber: document.docNumber, docYear: document.docYear },
    ElectricityInstallations: { clientCode: electricity, ...contract },
    ElectricityConsumption: {
      clientCode: electricity,
      ...contract,
      installation: first(installations, 'installation').code,
      ...year,
      granularity: 'DAILY',
      previousFrom: yearEarlier(year.from),
      previousTo: yearEarlier(year.to),
      withPrevious: true,
    },
    ElectricityInvoices: { clientCode: electricity, ...year, ...contract },
    ElectricityPayments: { clientCode: electricity, ...year, ...contract },
    ElectricityDebt: { clientCode: electricity, ...contract },
  };
}

/** Every query of the person's areas, with ids from the person's own services, orders, documents and requests. */
async function personSamples(ask: Ask): Promise<Samples> {
  const o = operations;
  const services = (await ask(o.LinkedAccountsDocument, {})).viewer?.services;
  const meter = first(services?.meter, 'meter');
  const contractCode = meter.contractCode ?? '';
  const vehicle = first(services?.autogas, 'autogas vehicle');
  const { patent } = vehicle;
  const contractNumber = known(vehicle.contractNumber, 'autogas contract number');
  const bulk = await bulkSamples(ask);
  const cylinderOrders = (await ask(o.CylinderOrdersDocument, { days: 365 })).viewer?.cylinderOrders?.orders;
  const cylinderOrder = first(cylinderOrders, 'cylinder order on its way', (order) => order.state === 'CAMINO');
  // the truck and the commune the cylinder screens name when the client holds them (client/features/cylinder/order-hint.ts, commune-hint.ts)
  const cylinderService = first(
    (await ask(o.CylinderClientsDocument, {})).viewer?.services?.cylinder,
    'cylinder service',
    (s) => s.clientCode === cylinderOrder.clientCode,
  );
  const history = (await ask(o.MaintenanceHistoryDocument, { patent, contractNumber })).viewer?.maintenanceHistory;
  const scheduling = (await ask(o.MaintenanceSchedulingDocument, { patent })).viewer?.maintenanceScheduling;
  const regionCode = scheduling?.preSelectedRegion ?? first(scheduling?.regions, 'workshop region').code;
  const service = first(scheduling?.services, 'maintenance of the plan');
  const workshops = (await ask(o.MaintenanceWorkshopsDocument, { regionCode })).viewer?.maintenanceWorkshops;
  const agreements = (await ask(o.MeterAgreementsDocument, { contractCode })).viewer?.meter?.agreements;
  const request = first((await ask(o.RequestsDocument, { filter: {} })).viewer?.requests, 'request');
  const categories = (await ask(o.RequestCategoriesDocument, { line: 'METER' })).viewer?.requestCategories?.categories;
  // the address pickers of the linking screens: the region holding the meter's commune, its street as typed
  const regions = (await ask(o.LinkSuggestionsDocument, { line: 'METER' })).regions;
  const region = first(regions, "meter's region", (r) => r.communes.some((c) => c.name === meter.city)).code;
  const meterBlocks = { contractCode, ...monthsBack(11) };
  // reference data as a serving gateway holds it (kept for every user, BackendClient.callReference): which request type
  // the readings screen's C321 is, as any person's readings screen or simulator preload asked it before
  await ask(o.RequestTypeByCodeDocument, { code: 'C321' });
  return {
    // Consumo opens on this month
    AutogasConsumption: { patent, from: `${today().slice(0, 8)}01`, to: today() },
    AutogasContract: { patent, contractNumber },
    AutogasGoals: { patent },
    ...bulk,
    CylinderDiscounts: { clientCode: cylinderOrder.clientCode },
    CylinderOrderDetail: {
      orderNumber: cylinderOrder.orderNumber,
      clientCode: cylinderOrder.clientCode,
      truckCode: cylinderOrder.truckCode,
    },
    CylinderPrices: { clientCode: cylinderOrder.clientCode, commune: cylinderService.city },
    DashboardBlock: { meter: true, bulk: true, cylinder: true, autogas: true },
    LinkedLine: { meter: true, bulk: true, cylinder: true, autogas: true },
    LinkSuggestions: { line: 'METER' },
    MaintenanceDetail: { patent, contractNumber, noticeId: first(history, 'maintenance or assistance').noticeId },
    MaintenanceHistory: { patent, contractNumber },
    MaintenanceScheduling: { patent },
    MaintenanceWorkshops: { regionCode },
    MeterAgreement: { id: first(agreements, 'payment agreement').id },
    MeterAgreements: { contractCode },
    MeterBills: { contractCode, ...monthsBack(1) },
    MeterDebt: { contractCode },
    MeterPayments: { contractCode, ...datesBack(12, 'month') },
    MeterRates: { contractCode },
    MeterReadings: { ...meterBlocks, clientId: meter.clientId },
    MeterReadingsBlock: { ...meterBlocks, table: true, chart: true },
    MeterSimulation: { contractCode },
    RequestCategories: { line: 'METER' },
    RequestDetail: { id: request.id, isSalesforce: request.isSalesforce },
    RequestForm: { typeId: first(first(categories, 'request category').types, 'request type').id, clientId: meter.clientId },
    RequestListBlock: { filter: {} },
    Requests: { filter: {} },
    RequestTreeBlock: { tree: true },
    // the simulator's preload
    RequestTypeByCode: { code: 'C361' },
    ScheduledMaintenances: { patent },
    SearchAccounts: { line: 'AUTOGAS', search: { by: 'PATENT', value: patent } },
    StreetSuggestions: { region, commune: meter.city, street: meter.address.replace(/\s*\d.*$/, '') },
    WizardClients: { meter: true, bulk: true, cylinder: true, autogas: true },
    WorkshopOffer: {
      patent,
      workshopCode: first(workshops, 'workshop').code,
      serviceId: service.serviceId,
      maintenanceNumber: service.maintenanceNumber,
    },
    ...why(FROM_A_MAIL, 'BillUnsubscription'),
    ...why("Resumen de Tanques is Granel Industrial's: the gateway refuses it to a person", 'TankSummary'),
    ...why(COMPANY_LINE, 'QuoteOptions', 'QuoteMaterials', 'Quotes', 'QuoteDetail', 'InstitutionalAccount', 'InstitutionalDocument'),
    ...why(COMPANY_LINE, 'ElectricityInstallations', 'ElectricityConsumption', 'ElectricityInvoices', 'ElectricityPayments'),
    ...why(COMPANY_LINE, 'ElectricityDebt'),
  };
}

const why = (reason: string, ...names: string[]): Samples => Object.fromEntries(names.map((name) => [name, reason]));
const NO_METERS = 'no meters; viewer.meter is null for company users';
/** the unsubscribe page's token is in a subscription's mail, not in what the account's screens read */
const COMPANY_LINE = 'institutional cylinders and electricity are company lines: the gateway refuses them to a person';
const FROM_A_MAIL = 'its token comes in a subscription mail, not from the account (2 calls: decode, status)';
const NO_VEHICLES = 'no autogas vehicles; the backend refuses /autogas to company users';
const NO_CYLINDERS = 'residential cylinders are for persons; the backend refuses /cylinder to company users';

/**
 * A company user's services are industrial bulk, institutional cylinders and electricity: its requests, the request
 * wizard's steps for its lines, its dashboard's blocks and the bulk screens (Granel Industrial) apply; the person's
 * other lines and the linking of services do not.
 */
async function companySamples(ask: Ask): Promise<Samples> {
  const o = operations;
  const services = (await ask(o.DashboardDocument, {})).viewer?.company?.services;
  const service = first(services, 'company service');
  const request = first((await ask(o.RequestsDocument, { filter: {} })).viewer?.requests, 'request');
  const categories = (await ask(o.RequestCategoriesDocument, { line: service.line })).viewer?.requestCategories?.categories;
  const industrial = await bulkSamples(ask);
  const industrialCode = first(services, 'industrial bulk client', (s) => s.line === 'INDUSTRIAL_BULK').clientCode;
  return {
    DashboardBlock: { companies: true, companyServices: true },
    RequestCategories: { line: service.line },
    RequestDetail: { id: request.id, isSalesforce: request.isSalesforce },
    // a company service's id is its client id
    RequestForm: { typeId: first(first(categories, 'request category').types, 'request type').id, clientId: Number(service.id) },
    RequestListBlock: { filter: {} },
    Requests: { filter: {} },
    RequestTreeBlock: { tree: true },
    ...why(NO_METERS, 'MeterAgreement', 'MeterAgreements', 'MeterBills', 'MeterDebt', 'MeterPayments', 'MeterRates'),
    ...why(NO_METERS, 'MeterReadings', 'MeterReadingsBlock', 'MeterSimulation'),
    ...why(NO_VEHICLES, 'AutogasConsumption', 'AutogasContract', 'AutogasGoals', 'MaintenanceDetail', 'MaintenanceHistory'),
    ...why(NO_VEHICLES, 'MaintenanceScheduling', 'MaintenanceWorkshops', 'ScheduledMaintenances', 'WorkshopOffer'),
    ...industrial,
    ...(await companyLineSamples(ask, services ?? [])),
    TankSummary: { clientCode: industrialCode },
    ...why(NO_CYLINDERS, 'CylinderDiscounts', 'CylinderOrderDetail', 'CylinderOrders', 'CylinderPrices'),
    ...why(
      'linking services is for persons; the backend refuses it to company users',
      'LinkSuggestions',
      'SearchAccounts',
      'StreetSuggestions',
    ),
    ...why('no linked services; viewer.services is null for company users', 'LinkedLine', 'WizardClients'),
    ...why('the preload codes (C321, C325, C361) name person request types; company lines have none', 'RequestTypeByCode'),
    ...why(FROM_A_MAIL, 'BillUnsubscription'),
  };
}

function queries(): Array<{ name: string; document: DocumentNode; required: boolean }> {
  return Object.values(operations).flatMap((value) => {
    if (!value || typeof value !== 'object' || (value as DocumentNode).kind !== Kind.DOCUMENT) return [];
    const document = value as DocumentNode;
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    if (operation?.operation !== 'query' || !operation.name) return [];
    const required = (operation.variableDefinitions ?? []).some((v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue);
    return [{ name: operation.name.value, document, required }];
  });
}

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
  extensions?: { restCalls?: number };
}

/** the areas of the other account kind, null by design: viewer.services for company users, viewer.company for persons */
const KIND_AREAS = new Set(['services', 'company']);

/** The fields of an answer, and of its viewer, that came back null: a sample that named nothing of the account's. */
function nullFields(data: Answer['data']): string[] {
  const viewer = data?.viewer;
  const fields = Object.entries(data ?? {}).concat(Object.entries(viewer && typeof viewer === 'object' ? viewer : {}));
  return fields.filter(([name, value]) => value === null && !KIND_AREAS.has(name)).map(([name]) => name);
}

export async function restCallsPerQuery(): Promise<QueryCalls[]> {
  const backend = createFixtureBackend({ file: null });
  const waves = createWaveTransport(createInprocessTransport(backend));
  const gateway = await startGateway(
    {
      config: readConfig({ GATEWAY_TRACE_CALLS: '1' }),
      transport: waves.transport,
      demo: demoWorldOf(backend),
      staticDir: null,
    },
    0,
  );
  const post = async (body: object, headers: Record<string, string> = {}) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Answer;
  };
  const signIn = async (field: 'login' | 'companyLogin', email: string) => {
    const answer = await post({
      query: `mutation($e: String!, $p: String!) { ${field}(email: $e, password: $p) { session { token user { id } } } }`,
      variables: { e: email, p: PASSWORD },
    });
    const session = (answer.data?.[field] as { session?: { token: string; user: { id: string } } } | undefined)?.session;
    if (!session) throw new Error(`${email} could not sign in for the bench`);
    return session;
  };
  try {
    const person = await signIn('login', 'cliente@demo.cl');
    const company = await signIn('companyLogin', 'funcionario@empresa.demo.cl');
    const accounts = {
      person: { authorization: `Bearer ${person.token}`, 'x-account-kind': 'PERSON' },
      company: { authorization: `Bearer ${company.token}`, 'x-account-kind': 'COMPANY' },
    };
    // the screens about the user name the session's user, as the client does
    const aboutTheUser = (userId: string): Samples => ({ Profile: { userId }, Telemetry: { userId } });
    const asking =
      (headers: Record<string, string>): Ask =>
      async (document, variables) => {
        const answer = await post({ query: print(document), variables }, headers);
        if (answer.errors) throw new Error(`the bench's sample query failed: ${JSON.stringify(answer.errors)}`);
        return answer.data as never;
      };
    const samples = {
      person: { ...(await personSamples(asking(accounts.person))), ...aboutTheUser(person.user.id) },
      company: { ...(await companySamples(asking(accounts.company))), ...aboutTheUser(company.user.id) },
    };
    type Counted = { calls: number | null; depth: number | null; waves: string[][] | null; note?: string };
    const count = async (
      kind: 'person' | 'company',
      query: DocumentNode,
      sample: Variables | string | undefined,
      required: boolean,
    ): Promise<Counted> => {
      const none = { calls: null, depth: null, waves: null };
      if (typeof sample === 'string') return { ...none, note: `${kind}: ${sample}` };
      if (required && !sample) return { ...none, note: `${kind}: no sample variables in scripts/bench/rest-calls.ts` };
      waves.reset();
      const answer = await post({ query: print(query), variables: sample ?? {} }, accounts[kind]);
      const error = answer.errors?.[0];
      if (error) return { ...none, note: `${kind}: ${error.extensions?.code ?? 'error'} (${error.message})` };
      const missing = sample ? nullFields(answer.data) : [];
      if (missing.length) return { ...none, note: `${kind}: the sample found no ${missing.join(', ')}` };
      return { calls: answer.extensions?.restCalls ?? null, depth: waves.depth(), waves: waves.waves() };
    };
    const rows: QueryCalls[] = [];
    for (const { name, document, required } of queries().sort((a, b) => a.name.localeCompare(b.name))) {
      const person = await count('person', document, samples.person[name], required);
      const company = await count('company', document, samples.company[name], required);
      const note = [person.note, company.note].filter(Boolean).join('; ');
      rows.push({
        name,
        person: person.calls,
        company: company.calls,
        personDepth: person.depth,
        companyDepth: company.depth,
        personWaves: person.waves,
        companyWaves: company.waves,
        ...(note ? { note } : {}),
      });
    }
    return rows;
  } finally {
    await gateway.close();
  }
}
