export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AccountKind =
  | 'COMPANY'
  | 'PERSON';

export type AccountSearch = {
  address?: InputMaybe<AddressInput>;
  by: SearchBy;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type AccountSearchResult = {
  candidates: Array<LinkCandidate>;
  fieldErrors: Array<FieldError>;
  /** The server's note when nothing was found. */
  message: Maybe<Scalars['String']['output']>;
};

export type AddressInput = {
  commune: Scalars['String']['input'];
  dept?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['String']['input'];
  region: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

/** The cases of spec 1 §4 for a closed request with an agreement. */
export type AgreementCase =
  /** Z0000001 with Pendiente creación SAP, Error anulación, Creado SAP or Anulado: approved, 'Crear Convenio de Pago'. */
  | 'APPROVED'
  /** Z0000001 with agreement status Pagado: the down payment is registered. */
  | 'DOWN_PAYMENT_REGISTERED'
  /** Z0000003: rejected, with the response. */
  | 'REJECTED';

export type AgreementInstalment = {
  amount: Maybe<Scalars['Float']['output']>;
  interest: Maybe<Scalars['Float']['output']>;
  number: Maybe<Scalars['Int']['output']>;
  status: Maybe<Scalars['String']['output']>;
  /** amount + interest */
  total: Maybe<Scalars['Float']['output']>;
};

/** Step 4b's summary (spec 2 §9: down payment = ceil(debt × percent / 100), 12 interest-free instalments by default). */
export type AgreementSimulation = {
  debt: Scalars['Float']['output'];
  downPayment: Scalars['Float']['output'];
  downPaymentPercent: Scalars['Float']['output'];
  /** The monthly instalment (cuota) the server computed, in whole pesos. */
  instalmentAmount: Scalars['Float']['output'];
  instalments: Scalars['Int']['output'];
  interestFree: Scalars['Boolean']['output'];
};

export type AgreementSimulationPayload = {
  fieldErrors: Array<FieldError>;
  message: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  simulation: Maybe<AgreementSimulation>;
};

export type AppConfig = {
  contact: ContactInfo;
  /** True with demo data (DATA_SOURCE=fixtures): the demo mailbox and the simulated Google chooser exist only then. */
  demo: Scalars['Boolean']['output'];
  flags: Array<FeatureFlag>;
  links: ExternalLinks;
  maintenance: Scalars['Boolean']['output'];
};

/** Every field of the contract, each read alone (issue 37): what the backend leaves out is null, and shows as a dash. */
export type AutogasContract = {
  address: Maybe<Scalars['String']['output']>;
  chassisNumber: Maybe<Scalars['String']['output']>;
  clientCode: Maybe<Scalars['String']['output']>;
  commune: Maybe<Scalars['String']['output']>;
  consumedPercentage: Maybe<Scalars['Float']['output']>;
  contractNumber: Maybe<Scalars['String']['output']>;
  contractState: Maybe<Scalars['String']['output']>;
  contractType: Maybe<Scalars['String']['output']>;
  /** CONTRACT and/or CIA */
  downloads: Array<ContractDocument>;
  durationMonths: Maybe<Scalars['Int']['output']>;
  /** YYYY-MM-DD */
  endDate: Maybe<Scalars['String']['output']>;
  giftcardLiters: Maybe<Scalars['Float']['output']>;
  holderName: Maybe<Scalars['String']['output']>;
  kits: Array<AutogasKit>;
  monthlyAverage: Maybe<Scalars['Float']['output']>;
  monthlyGoal: Maybe<Scalars['Float']['output']>;
  monthsElapsed: Maybe<Scalars['Int']['output']>;
  monthsLeft: Maybe<Scalars['Int']['output']>;
  region: Maybe<Scalars['String']['output']>;
  rut: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  startDate: Maybe<Scalars['String']['output']>;
  totalConsumed: Maybe<Scalars['Float']['output']>;
  totalExpected: Maybe<Scalars['Float']['output']>;
  vehicleBrand: Maybe<Scalars['String']['output']>;
  vehicleModel: Maybe<Scalars['String']['output']>;
  vehiclePatent: Maybe<Scalars['String']['output']>;
};

export type AutogasCurrentMonth = {
  liters: Maybe<Scalars['Float']['output']>;
};

export type AutogasGoal = {
  fulfillment: Maybe<Scalars['Float']['output']>;
  goal: Maybe<Scalars['Float']['output']>;
  liters: Maybe<Scalars['Float']['output']>;
  /** 1-12 */
  month: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

export type AutogasKit = {
  description: Maybe<Scalars['String']['output']>;
  /** Null: no manual to download. */
  manualId: Maybe<Scalars['String']['output']>;
  materialCode: Maybe<Scalars['String']['output']>;
};

/** Each field read alone (issue 37): what the backend leaves out is null, and the card shows a dash for it. */
export type AutogasSummary = {
  giftcardLiters: Maybe<Scalars['Float']['output']>;
  monthlyCurrent: Maybe<Scalars['Float']['output']>;
  monthlyGoal: Maybe<Scalars['Float']['output']>;
  /** 0-100 and more */
  monthlyPercentage: Maybe<Scalars['Float']['output']>;
  vehicleBrand: Maybe<Scalars['String']['output']>;
};

/**
 * A linked plate (spec 2 §3: each patent of an autogas account, its client code in the patent or on the account). A
 * patent without its plate is left out.
 */
export type AutogasVehicle = {
  /** The patent's client_cod, else the account's; null when neither is given (nothing to unlink it by). */
  clientCode: Maybe<Scalars['String']['output']>;
  clientId: Maybe<Scalars['Int']['output']>;
  /** conversion_contract_number; null when the backend leaves it out (the contract's screens then say so). */
  contractNumber: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The scheduled maintenance, or else the plan's suggestions (the fallback lookup on status empty). */
  nextMaintenance: Maybe<NextMaintenance>;
  patent: Scalars['String']['output'];
  /** The dashboard card's figures of this month (spec 2 §3 Autogas dashboard). */
  summary: Maybe<AutogasSummary>;
};

export type BillDocumentType =
  | 'BOLETA'
  | 'FACTURA';

/** A contact of the bill subscription; one the backend sent without its id is left out (it could not be saved). */
export type BillSubscriptionContact = {
  address: Maybe<Scalars['String']['output']>;
  /** Null while none is chosen ('Selecciona') */
  category: Maybe<SubscriberCategory>;
  /** Null when unreadable: the 'cambiar a boleta/factura' link then asks for the client on step 1. */
  clientId: Maybe<Scalars['Int']['output']>;
  /** N° Cliente */
  contractCode: Maybe<Scalars['String']['output']>;
  documentType: BillDocumentType;
  id: Scalars['ID']['output'];
  subscribed: Scalars['Boolean']['output'];
};

export type BillSubscriptionInput = {
  category: SubscriberCategory;
  id: Scalars['ID']['input'];
  subscribed: Scalars['Boolean']['input'];
};

export type BillSubscriptionOutcome =
  | 'ERROR'
  | 'OK'
  | 'SOME_OK';

export type BillSubscriptionPayload = {
  /** SOME_OK: the maximum was reached and no review request could be made. */
  failed: Array<SubscriptionRequirement>;
  /** SOME_OK: a subscription request is already in progress. */
  inProgress: Array<SubscriptionRequirement>;
  /** SOME_OK: the maximum of subscribed users was reached; the subscription goes to review. */
  inReview: Array<SubscriptionRequirement>;
  /** the server's message (ERROR shows it) */
  message: Maybe<Scalars['String']['output']>;
  outcome: BillSubscriptionOutcome;
  /** Other e-mails that keep receiving the bill of the changed client numbers. */
  remainingContacts: Array<Scalars['String']['output']>;
};

/** An electronic-bill subscription as its unsubscribe link names it. */
export type BillUnsubscription = {
  /** The subscription is already cancelled: the page says the request was processed. */
  alreadyProcessed: Scalars['Boolean']['output'];
  /** The client number, when the backend gives one. */
  clientNumber: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
};

export type BulkDebt = {
  emptyMessage: Maybe<Scalars['String']['output']>;
  items: Array<BulkDebtItem>;
};

/** A document owed; without its bill number it shows but cannot be chosen for payment. */
export type BulkDebtItem = {
  amount: Maybe<Scalars['Float']['output']>;
  billNumber: Maybe<Scalars['String']['output']>;
  /** Collection costs (spented) */
  collectionCost: Maybe<Scalars['Float']['output']>;
  docNumber: Maybe<Scalars['String']['output']>;
  document: Maybe<BulkPdf>;
  dueDate: Maybe<Scalars['String']['output']>;
  interest: Maybe<Scalars['Float']['output']>;
};

/** A document; its detail is linked only when its number, year and client are known. */
export type BulkDocument = {
  address: Maybe<Scalars['String']['output']>;
  classDescription: Maybe<Scalars['String']['output']>;
  clientCode: Maybe<Scalars['String']['output']>;
  deliveryDate: Maybe<Scalars['String']['output']>;
  dispatchGuide: Maybe<Scalars['String']['output']>;
  docNumber: Maybe<Scalars['String']['output']>;
  docYear: Maybe<Scalars['String']['output']>;
  document: Maybe<BulkPdf>;
  dueDate: Maybe<Scalars['String']['output']>;
  folioNumber: Maybe<Scalars['String']['output']>;
  guide: Maybe<BulkPdf>;
  /** 'FACTURA' and 'NOTA DE CREDITO' have a detail (spec 2 §2). */
  hasDetail: Scalars['Boolean']['output'];
  /** YYYY-MM-DD */
  issueDate: Maybe<Scalars['String']['output']>;
  /** Days late; 0 when on time. */
  lateDays: Scalars['Int']['output'];
  paymentCondition: Maybe<Scalars['String']['output']>;
  paymentDate: Maybe<Scalars['String']['output']>;
  product: Maybe<Scalars['String']['output']>;
  quantity: Maybe<Scalars['String']['output']>;
  value: Maybe<Scalars['Float']['output']>;
};

export type BulkDocumentList = {
  documents: Array<BulkDocument>;
  emptyMessage: Maybe<Scalars['String']['output']>;
};

/**
 * An order. What the backend leaves out or writes unreadably is null (the screen shows a dash); an order without its
 * number is listed but offers nothing (no detail, no cancel, no claim).
 */
export type BulkOrder = {
  address: Maybe<Scalars['String']['output']>;
  amount: Maybe<Scalars['Float']['output']>;
  /** cancel_order and not is_canceled, on an order with its number: 'Anular' is offered. */
  canCancel: Scalars['Boolean']['output'];
  /** claimDelay: 'No he recibido mi pedido' / 'Reclamar Retraso' is offered. */
  canClaim: Scalars['Boolean']['output'];
  clientCode: Maybe<Scalars['String']['output']>;
  commune: Maybe<Scalars['String']['output']>;
  /** ISO date and time */
  createdAt: Maybe<Scalars['String']['output']>;
  deliveredAmount: Maybe<Scalars['Float']['output']>;
  /** YYYY-MM-DD */
  deliveredDate: Maybe<Scalars['String']['output']>;
  deliveredLiters: Maybe<Scalars['Float']['output']>;
  driver: Maybe<Scalars['String']['output']>;
  /** A delay claim exists: the claim asks again before sending another. */
  hasClaim: Scalars['Boolean']['output'];
  /** A cancellation was already requested. */
  isCanceled: Scalars['Boolean']['output'];
  liters: Maybe<Scalars['Float']['output']>;
  /** The delivery address on the map; null when the backend gives none. */
  location: Maybe<MapPoint>;
  /** Null when the backend gave none: the order cannot be opened nor acted on. */
  orderNumber: Maybe<Scalars['String']['output']>;
  patent: Maybe<Scalars['String']['output']>;
  /** The region's name (from /regions; its code when the name cannot be read). */
  region: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  scheduledDate: Maybe<Scalars['String']['output']>;
  /** hh:mm */
  scheduledTime: Maybe<Scalars['String']['output']>;
  state: BulkOrderState;
  /** The state as the server writes it */
  stateLabel: Maybe<Scalars['String']['output']>;
  truckCode: Maybe<Scalars['String']['output']>;
};

export type BulkOrderList = {
  /** The server's message when there are no orders. */
  emptyMessage: Maybe<Scalars['String']['output']>;
  orders: Array<BulkOrder>;
};

/** The steps of an order, cumulative (spec 2 §4). */
export type BulkOrderState =
  | 'ENTREGADO'
  | 'EN_CAMION'
  | 'EN_RUTA'
  | 'PROGRAMADO'
  | 'REALIZADO';

export type BulkPaymentOutcome =
  | 'FAILED'
  | 'OPEN'
  | 'PAID'
  | 'WAIT';

export type BulkPaymentPayload = {
  message: Maybe<Scalars['String']['output']>;
  outcome: BulkPaymentOutcome;
  portal: Maybe<PortalForm>;
  /** WAIT: seconds until the portal may open again (negative or zero: 'unos segundos'). */
  waitSeconds: Maybe<Scalars['Int']['output']>;
};

export type BulkPdf = {
  classDescription: Scalars['String']['output'];
  pdfNumber: Scalars['String']['output'];
};

/** A document's file as a list gave it (BulkPdf). */
export type BulkPdfInput = {
  classDescription: Scalars['String']['input'];
  pdfNumber: Scalars['String']['input'];
};

export type BulkPriceChange = {
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  price: Maybe<Scalars['Float']['output']>;
};

export type BulkPriceList = {
  changes: Array<BulkPriceChange>;
  emptyMessage: Maybe<Scalars['String']['output']>;
};

export type BusinessLine =
  | 'AUTOGAS'
  | 'BULK'
  | 'CYLINDER'
  | 'ELECTRICITY'
  | 'INDUSTRIAL_BULK'
  | 'INSTITUTIONAL_CYLINDER'
  | 'METER';

export type BusinessLineOption = {
  id: Scalars['ID']['output'];
  /** Null for a line outside the company lines the portal knows. */
  line: Maybe<BusinessLine>;
  name: Maybe<Scalars['String']['output']>;
};

export type Campaign = {
  id: Scalars['ID']['output'];
  /** Image URLs served by the gateway, per device (mobile at 950 px or less). */
  imageDesktop: Scalars['String']['output'];
  imageMobile: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type CandidatePatent = {
  contractNumber: Maybe<Scalars['String']['output']>;
  /** Only when the backend says so: a patent without the flag is offered. */
  linked: Scalars['Boolean']['output'];
  patent: Scalars['String']['output'];
};

export type Central = {
  address: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  regionName: Maybe<Scalars['String']['output']>;
  tanks: Array<IndustrialTank>;
  totalCapacity: Maybe<Scalars['Float']['output']>;
};

export type ClientDetail = {
  address: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  clientCode: Maybe<Scalars['String']['output']>;
  companyName: Maybe<Scalars['String']['output']>;
  companyRut: Maybe<Scalars['String']['output']>;
  /** 'No existen funcionarios con privilegios para el cliente consultado' when none. */
  emptyMessage: Maybe<Scalars['String']['output']>;
  funcionarios: Array<ClientFuncionario>;
  line: Maybe<BusinessLine>;
  /** The privileges grid's columns: the privileges of the client's line (empty when its line is unknown). */
  privileges: Array<PrivilegeOption>;
  region: Maybe<Scalars['String']['output']>;
};

export type ClientFuncionario = {
  email: Maybe<Scalars['String']['output']>;
  /** Null when the backend left it out: the row shows without EDITAR. */
  id: Maybe<Scalars['ID']['output']>;
  name: Maybe<Scalars['String']['output']>;
  /** The privilege numbers held on this client, for the grid; read from the text when the backend gives no list. */
  privileges: Array<Scalars['Int']['output']>;
  /** The backend's privileges text. */
  privilegesText: Maybe<Scalars['String']['output']>;
  rut: Maybe<Scalars['String']['output']>;
};

export type ClientGrantInput = {
  /** The client record's id (GrantableClient.id). */
  clientId: Scalars['ID']['input'];
  privileges: Array<Scalars['Int']['input']>;
};

export type ClientRow = {
  clientCode: Maybe<Scalars['String']['output']>;
  /** Null when the backend left it out: the row shows without Ver Detalle. */
  clientId: Maybe<Scalars['ID']['output']>;
  companyId: Maybe<Scalars['ID']['output']>;
  companyName: Maybe<Scalars['String']['output']>;
  companyRut: Maybe<Scalars['String']['output']>;
  /** The tank icon. */
  hasMerchandiseRecipients: Scalars['Boolean']['output'];
  /** The money icon. */
  hasPaymentResponsibles: Scalars['Boolean']['output'];
  line: Maybe<BusinessLine>;
  lineName: Maybe<Scalars['String']['output']>;
};

export type ClientSearch = {
  /** 'No se han encontrado datos' when no row came. */
  emptyMessage: Maybe<Scalars['String']['output']>;
  rows: Array<ClientRow>;
};

export type ClientSearchInput = {
  businessLineId?: InputMaybe<Scalars['ID']['input']>;
  clientCode?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['ID']['input']>;
};

export type Commune = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Company = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  rut: Scalars['String']['output'];
};

/** Each field is a block: null, with its error at its path, when the backend could not give it. */
export type CompanyArea = {
  /** The business lines of its clients (/company_user/business_line/selector): Buscar Clientes' service select. */
  businessLineSelector: Maybe<Array<BusinessLineOption>>;
  /** Detalle de Cliente (/mis-servicios/cliente): the client and the funcionarios with privileges on it. */
  clientDetail: Maybe<ClientDetail>;
  /** Buscar Clientes (spec 3 §2). */
  clientSearch: Maybe<ClientSearch>;
  companies: Maybe<Array<Company>>;
  /** The Administrador's companies (/company_user/business_line/company/selector): the company selects of both searches. */
  companySelector: Maybe<Array<CompanyOption>>;
  /** A funcionario's record, for its edit page (/funcionarios/{id}). */
  funcionario: Maybe<Funcionario>;
  /** Whether a funcionario may be deleted: the confirm modal's title, and whether it shows its button (spec 3 §4). */
  funcionarioDeletion: Maybe<FuncionarioDeletion>;
  /**
   * Its 'Historial de cambios', newest first: who changed what and when. A backend without the call (a path the project
   * chose) answers this block with reason NOT_PROVIDED and 'Este servicio no está disponible por ahora.'.
   */
  funcionarioHistory: Maybe<Array<FuncionarioChange>>;
  /** The creation wizard's step 1 (/company_user/exists, spec 3 §4). */
  funcionarioRutCheck: Maybe<FuncionarioRutCheck>;
  /** Mis Funcionarios' search (spec 3 §2, §5). */
  funcionarios: Maybe<FuncionarioSearch>;
  /** The companies and clients privileges may be granted on, each client with its line's privileges (wizard step 3, edit page). */
  grantableCompanies: Maybe<Array<GrantableCompany>>;
  /** From /me; when it could not be read, the client takes the role stored with the session. */
  isAdministrator: Maybe<Scalars['Boolean']['output']>;
  services: Maybe<Array<CompanyService>>;
};


/** Each field is a block: null, with its error at its path, when the backend could not give it. */
export type CompanyAreaClientDetailArgs = {
  clientId: Scalars['ID']['input'];
  companyId: Scalars['ID']['input'];
};


/** Each field is a block: null, with its error at its path, when the backend could not give it. */
export type CompanyAreaClientSearchArgs = {
  filter: ClientSearchInput;
};


/** Each field is a block: null, with its error at its path, when the backend could not give it. */
export type CompanyAreaFuncionarioArgs = {
  id: Scalars['ID']['input'];
};


/** Each field is a block: null, with its error at its path, when the backend could not give it. */
export type CompanyAreaFuncionarioDeletionArgs = {
  id: Scalars['ID']['input'];
};


/** Each field is a block: null, with its error at its path, when the backend could not give it. */
export type CompanyAreaFuncionarioHistoryArgs = {
  id: Scalars['ID']['input'];
};


/** Each field is a block: null, with its error at its path, when the backend could not give it. */
export type CompanyAreaFuncionarioRutCheckArgs = {
  rut: Scalars['String']['input'];
};


/** Each field is a block: null, with its error at its path, when the backend could not give it. */
export type CompanyAreaFuncionariosArgs = {
  search: FuncionarioSearchInput;
};

export type CompanyOption = {
  id: Scalars['ID']['output'];
  /** Null when the backend did not give it. */
  name: Maybe<Scalars['String']['output']>;
};

export type CompanyService = {
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  clientCode: Scalars['String']['output'];
  /**
   * The backend's client_id: what the request wizard reads a form and files a request about (/request/type/get,
   * /request/create-sf). Null when the backend gives none that is a whole number.
   */
  clientId: Maybe<Scalars['Int']['output']>;
  companyId: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  companyRut: Scalars['String']['output'];
  contractCode: Maybe<Scalars['String']['output']>;
  /**
   * The credit box of an industrial bulk client (spec 3 §2). Null when the service is not industrial bulk or the
   * user lacks the debt-detail privilege (1008); also null, with an error at this path, when the backend could not
   * answer, so the rest of the card stays.
   */
  credit: Maybe<IndustrialCredit>;
  id: Scalars['ID']['output'];
  line: BusinessLine;
  /** Privilege numbers granted on this client (1002 to 1009 for industrial bulk). */
  privileges: Array<Scalars['Int']['output']>;
  regionCode: Scalars['String']['output'];
  /** The region's name from the backend's region list ('Región del Biobío' for 'VIII'); null when the list does not know the code. */
  regionName: Maybe<Scalars['String']['output']>;
};

export type ContactInfo = {
  companyCallCentre: Scalars['String']['output'];
  emergencyPhone: Scalars['String']['output'];
  hours: Scalars['String']['output'];
  orderPhone: Scalars['String']['output'];
  whatsappUrl: Scalars['String']['output'];
};

export type ContractDocument =
  | 'CIA'
  | 'CONTRACT';

export type CouponType =
  | 'DIGITAL'
  | 'PHYSICAL';

export type CylinderDiscount = {
  /** Pesos off each cylinder. */
  discount: Maybe<Scalars['Float']['output']>;
  type: Maybe<Scalars['String']['output']>;
  typeCode: Scalars['String']['output'];
  /** YYYY-MM-DD; null: no end date */
  validUntil: Maybe<Scalars['String']['output']>;
};

export type CylinderDiscountList = {
  discounts: Array<CylinderDiscount>;
  emptyMessage: Maybe<Scalars['String']['output']>;
};

/**
 * A cylinder order, each field read alone (issue 37): what the backend leaves out or writes unreadably is null. An order
 * without its number is left out of the list.
 */
export type CylinderOrder = {
  address: Maybe<Scalars['String']['output']>;
  amount: Maybe<Scalars['Float']['output']>;
  /** cancel_order and not is_canceled: 'Anular' is offered. */
  canCancel: Scalars['Boolean']['output'];
  /** claimDelay: 'No he recibido mi pedido' / 'Reclamar Retraso' is offered. */
  canClaim: Scalars['Boolean']['output'];
  clientCode: Maybe<Scalars['String']['output']>;
  commune: Maybe<Scalars['String']['output']>;
  /** ISO date and time */
  createdAt: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  deliveredDate: Maybe<Scalars['String']['output']>;
  hasClaim: Scalars['Boolean']['output'];
  isCanceled: Scalars['Boolean']['output'];
  /**
   * The delivery address on the map: the backend's coordinates if it gives them, else where the maps service places the
   * address (asked only when this field is); null when neither places it.
   */
  location: Maybe<MapPoint>;
  orderNumber: Scalars['String']['output'];
  /** The products in one line ('2 × Cilindro 15 kg'), for the history's Producto column. */
  productSummary: Scalars['String']['output'];
  /** The products, one per line of the order. */
  products: Array<CylinderOrderProduct>;
  region: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  scheduledDate: Maybe<Scalars['String']['output']>;
  /** hh:mm */
  scheduledTime: Maybe<Scalars['String']['output']>;
  state: CylinderOrderState;
  /** The state as the server writes it */
  stateLabel: Maybe<Scalars['String']['output']>;
  truckCode: Maybe<Scalars['String']['output']>;
};

export type CylinderOrderList = {
  /** The server's message when the viewer has no orders at all (not when the filter left none). */
  emptyMessage: Maybe<Scalars['String']['output']>;
  orders: Array<CylinderOrder>;
};

export type CylinderOrderProduct = {
  amount: Maybe<Scalars['Float']['output']>;
  product: Maybe<Scalars['String']['output']>;
  quantity: Maybe<Scalars['Int']['output']>;
};

/** Spec 2 §4: the states of a cylinder order. */
export type CylinderOrderState =
  | 'ANULADO'
  | 'CAMINO'
  | 'ENTREGADO'
  | 'PROBLEMA';

export type CylinderPrice = {
  price: Maybe<Scalars['Float']['output']>;
  type: Maybe<Scalars['String']['output']>;
  typeCode: Scalars['String']['output'];
};

export type CylinderPriceList = {
  /** The service's city; null when its list does not give it. */
  city: Maybe<Scalars['String']['output']>;
  emptyMessage: Maybe<Scalars['String']['output']>;
  prices: Array<CylinderPrice>;
  /** The region's name (its code when the list of regions does not name it; null when the service gives none). */
  region: Maybe<Scalars['String']['output']>;
};

export type CylinderUnitInput = {
  quantity: Scalars['Int']['input'];
  /** 05, 11, 15 or 45 (kilos) */
  typeCode: Scalars['String']['input'];
};

export type DemoFault = {
  area: Maybe<Scalars['String']['output']>;
  kind: DemoFaultKind;
  path: Maybe<Scalars['String']['output']>;
  /** calls it still hits; null for every call */
  times: Maybe<Scalars['Int']['output']>;
};

export type DemoFaultInput = {
  /** a contract area (faultAreas); give it or path */
  area?: InputMaybe<Scalars['String']['input']>;
  kind: DemoFaultKind;
  /** one contract path (faultPaths) */
  path?: InputMaybe<Scalars['String']['input']>;
  /** how many calls it hits; every call when absent */
  times?: InputMaybe<Scalars['Int']['input']>;
};

export type DemoFaultKind =
  /** 200 with a body that is not JSON */
  | 'MALFORMED'
  /** 500 Internal Server Error */
  | 'SERVER_ERROR'
  /** no answer before the gateway's timeout (BACKEND_TIMEOUT_MS) */
  | 'TIMEOUT'
  /** 401: the token is refused, so the client refreshes it */
  | 'UNAUTHENTICATED'
  /** 503 Service Unavailable */
  | 'UNAVAILABLE';

export type DemoGoogleAccount = {
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  registered: Scalars['Boolean']['output'];
  token: Scalars['String']['output'];
};

export type DemoMail = {
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  link: Maybe<Scalars['String']['output']>;
  sentAt: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

/** A screen a signed-in user opened, as the shell reported it (POST /page-views). */
export type DemoPageView = {
  /** when the screen was shown (ISO 8601) */
  at: Scalars['String']['output'];
  /** the account's e-mail as the backend gave it; null when it gave none */
  email: Maybe<Scalars['String']['output']>;
  /** its place in the order the gateway received the views */
  id: Scalars['ID']['output'];
  kind: AccountKind;
  /** the path, with only its ?cliente= kept */
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type DemoPanel = {
  clockSpeed: Scalars['Float']['output'];
  /** The contract's areas a fault may cover (meter, bulk, session…). */
  faultAreas: Array<Scalars['String']['output']>;
  /** The contract's paths a fault may cover, one call each. */
  faultPaths: Array<Scalars['String']['output']>;
  faults: Array<DemoFault>;
  flags: Array<FeatureFlag>;
  maintenance: Scalars['Boolean']['output'];
  /** Every demo account's password (docs/running.md, demo accounts). */
  password: Scalars['String']['output'];
  personas: Array<DemoPersona>;
};

export type DemoPersona = {
  /** Signs in on the Empresas tab. */
  company: Scalars['Boolean']['output'];
  /** Who the account is, in Spanish (what it shows in a demo). */
  description: Scalars['String']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ElectricityConsumption = {
  /** Descargar CSV: the form (consuption/csv) of the same query, spelled as the backend took it; posted with a token. */
  csv: Maybe<ElectricityDownload>;
  emptyMessage: Maybe<Scalars['String']['output']>;
  /** In time order; empty with emptyMessage ('Sin Resultados', or the server's own message). */
  points: Array<ElectricityPoint>;
  /** The points are bucket averages of a longer series. */
  sampled: Scalars['Boolean']['output'];
  /** The sum of the period's kWh (of every point, not of the buckets). */
  totalKwh: Maybe<Scalars['Float']['output']>;
  /** Every point the backend gave for the range. */
  totalPoints: Scalars['Int']['output'];
};

/** Historial de Consumos' blocks: each null with its error at its path when it could not be given. */
export type ElectricityConsumptionTab = {
  /**
   * The installation the tab shows: the one named when the list holds it, else the list's only one; null while the user
   * must choose among several (spec 3 §4), or when the list could not be read.
   */
  chosen: Maybe<Scalars['String']['output']>;
  /** The chosen installation's consumption, as electricityConsumption gives it; null when none is chosen. */
  consumption: Maybe<ElectricityConsumption>;
  installations: Maybe<ElectricityInstallationList>;
};


/** Historial de Consumos' blocks: each null with its error at its path when it could not be given. */
export type ElectricityConsumptionTabConsumptionArgs = {
  from: Scalars['String']['input'];
  granularity: ElectricityGranularity;
  maxPoints: InputMaybe<Scalars['Int']['input']>;
  schedule?: InputMaybe<ElectricitySchedule>;
  to: Scalars['String']['input'];
};

export type ElectricityDebt = {
  /** amount, in CLP */
  amount: Maybe<Scalars['Float']['output']>;
  /** document_number */
  billNumber: Maybe<Scalars['String']['output']>;
  /** document_due_date; null: 'No hay boleta' */
  lastBillDueDate: Maybe<Scalars['String']['output']>;
  /** last_payment_date; null: 'No hay pago' */
  lastPaymentDate: Maybe<Scalars['String']['output']>;
};

export type ElectricityDownload = {
  fields: Array<FormField>;
  /** the backend path the gateway's /descargas forwards to */
  path: Scalars['String']['output'];
};

export type ElectricityGranularity =
  | 'DAILY'
  | 'HOURLY'
  /** offered for a range of 30 days or more */
  | 'MONTHLY'
  /** every 15 minutes (the REST value is empty) */
  | 'QUARTER_HOUR'
  /** offered for a range of 365 days or more */
  | 'YEARLY';

export type ElectricityInstallation = {
  /** codigoSapInstalacion */
  code: Scalars['String']['output'];
  /** razonSocialCliente: the company the chart's title names */
  companyName: Maybe<Scalars['String']['output']>;
};

export type ElectricityInstallationList = {
  /** The server's message when the contract has none. */
  emptyMessage: Maybe<Scalars['String']['output']>;
  installations: Array<ElectricityInstallation>;
};

export type ElectricityInvoice = {
  /** Monto */
  amount: Maybe<Scalars['Float']['output']>;
  /** The form fields its download posts (with a download token) to the invoice's file; null when it cannot be downloaded. */
  download: Maybe<ElectricityDownload>;
  /** Fechavencimiento */
  dueDate: Maybe<Scalars['String']['output']>;
  /** Fechaemision */
  issueDate: Maybe<Scalars['String']['output']>;
  /** Numerodocto */
  number: Maybe<Scalars['String']['output']>;
};

export type ElectricityInvoiceList = {
  emptyMessage: Maybe<Scalars['String']['output']>;
  invoices: Array<ElectricityInvoice>;
};

export type ElectricityPayment = {
  amount: Maybe<Scalars['Float']['output']>;
  /** collector_name: Pagado en */
  collector: Maybe<Scalars['String']['output']>;
  /** payment_date */
  paidOn: Maybe<Scalars['String']['output']>;
  /** reference_number: N° de Boleta */
  reference: Maybe<Scalars['String']['output']>;
};

export type ElectricityPaymentList = {
  /** 'No hay pagos para mostrar', or the server's own message. */
  emptyMessage: Maybe<Scalars['String']['output']>;
  payments: Array<ElectricityPayment>;
};

export type ElectricityPaymentPortal = {
  message: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** the payment portal's form, posted in a new tab with the client code, the e-mail and the phone */
  portal: Maybe<PortalForm>;
};

export type ElectricityPoint = {
  /** ISO date-time, when the label can be read as one. */
  at: Maybe<Scalars['String']['output']>;
  /** The day's and the night's kWh when the schedule is ALL and the backend tells them apart (horario D/N). */
  dayKwh: Maybe<Scalars['Float']['output']>;
  kwh: Maybe<Scalars['Float']['output']>;
  /** The point's label as the backend gives it (a time, a day, a month). */
  label: Scalars['String']['output'];
  nightKwh: Maybe<Scalars['Float']['output']>;
};

export type ElectricitySchedule =
  /** day and night (the REST value is empty) */
  | 'ALL'
  /** D: día */
  | 'DAY'
  /** N: noche */
  | 'NIGHT';

export type ExternalLinks = {
  chat: Scalars['String']['output'];
  companyRegistration: Scalars['String']['output'];
  /** The cylinder ordering portal's host: cylinder orders post to /pedidos/cilindro/info-cliente-sap-sucursal under it (spec 2 §7). */
  cylinderPortal: Scalars['String']['output'];
  /** A tile server for the truck maps ({z}/{x}/{y} template, MAP_TILES_URL); null draws the plan of Santiago the app ships. */
  mapTiles: Maybe<Scalars['String']['output']>;
  /** External order-tracking page; the order number is appended as ?pedido= */
  orderTracking: Scalars['String']['output'];
  /** The ordering portals' host: bulk orders post to /pedidos/granel/info-cliente-sap-sucursal under it (spec 2 §7). */
  orderingPortal: Scalars['String']['output'];
  social: Array<SocialLink>;
  tutorial: Scalars['String']['output'];
};

export type FeatureFlag = {
  enabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type FieldError = {
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A file sent base64 with its name; at most 3,072,000 bytes once decoded (spec 2 §9). */
export type FileInput = {
  base64: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type FormField = {
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type FuelLoad = {
  /** YYYY-MM-DD */
  day: Scalars['String']['output'];
  /** hh:mm */
  hour: Maybe<Scalars['String']['output']>;
  liters: Maybe<Scalars['Float']['output']>;
};

export type Funcionario = {
  canDelete: Maybe<Scalars['Boolean']['output']>;
  /** The clients of the Administrador's companies it holds privileges on, with them. */
  clients: Array<FuncionarioClient>;
  email: Maybe<Scalars['String']['output']>;
  /** status '1' Habilitado, '0' Deshabilitado. */
  enabled: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  lastName: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  rut: Maybe<Scalars['String']['output']>;
};

export type FuncionarioChange = {
  action: FuncionarioChangeAction;
  /** ISO date and time; null when the backend's could not be read. */
  at: Maybe<Scalars['String']['output']>;
  /** Who made it: the Administrador's name. */
  by: Maybe<Scalars['String']['output']>;
  clientCode: Maybe<Scalars['String']['output']>;
  /** The fields edited (name, lastName, rut, email, phone). */
  fields: Array<Scalars['String']['output']>;
  /** The privileges granted or removed, with the table's names. */
  privileges: Array<PrivilegeOption>;
  /** One line in Spanish: 'Privilegios otorgados en el cliente 12345678: Telemetría'. */
  summary: Scalars['String']['output'];
};

export type FuncionarioChangeAction =
  | 'CREATED'
  | 'DATA_EDITED'
  | 'DELETED'
  | 'DISABLED'
  | 'ENABLED'
  /** An action this portal does not know: `summary` says so. */
  | 'OTHER'
  | 'PASSWORD_REGENERATED'
  | 'PRIVILEGES_GRANTED'
  | 'PRIVILEGES_REMOVED';

export type FuncionarioClient = {
  address: Maybe<Scalars['String']['output']>;
  clientCode: Maybe<Scalars['String']['output']>;
  commune: Maybe<Scalars['String']['output']>;
  contractCode: Maybe<Scalars['String']['output']>;
  hasMerchandiseRecipients: Maybe<Scalars['Boolean']['output']>;
  hasPaymentResponsibles: Maybe<Scalars['Boolean']['output']>;
  /** The client record's id: the key of its privileges in a grant. */
  id: Scalars['ID']['output'];
  line: Maybe<BusinessLine>;
  /** Privilege numbers held on it. */
  privileges: Array<Scalars['Int']['output']>;
};

export type FuncionarioDeletion = {
  /** The confirm button shows only when true. */
  allowed: Scalars['Boolean']['output'];
  /** The modal's title: the server's message. */
  message: Maybe<Scalars['String']['output']>;
};

export type FuncionarioInput = {
  email: Scalars['String']['input'];
  /** Step 3's choice; left out for step 2's validation. */
  grants?: InputMaybe<Array<ClientGrantInput>>;
  lastName: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  rut: Scalars['String']['input'];
};

export type FuncionarioOrigin =
  /** a disabled funcionario of the Administrador's companies: every field locked, Siguiente re-enables it */
  | 'COMPANY_USER'
  /** no one has the RUT: the four fields are free */
  | 'NEW'
  /** a natural-person account: name and last name locked, a warning to verify the data */
  | 'PERSON';

export type FuncionarioPayload = {
  fieldErrors: Array<FieldError>;
  funcionarioId: Maybe<Scalars['ID']['output']>;
  /** 'Se ha creado el funcionario correctamente' or 'Hubo un error creando funcionario'. */
  message: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type FuncionarioPerson = {
  email: Maybe<Scalars['String']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
};

/** A row of Mis Funcionarios. Fields the backend left out are null (a dash), the row stays. */
export type FuncionarioRow = {
  /** Eliminar shows only when true. */
  canDelete: Scalars['Boolean']['output'];
  email: Maybe<Scalars['String']['output']>;
  /** status '1': Habilitado; null when the backend did not say. */
  enabled: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  lastName: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  rut: Maybe<Scalars['String']['output']>;
};

export type FuncionarioRutCheck = {
  /** True when the wizard goes on to step 2. */
  available: Scalars['Boolean']['output'];
  /** Step 2's fields that are locked (rut, name, lastName, email, phone). */
  lockedFields: Array<Scalars['String']['output']>;
  /** The server's errors.dni, shown as the field's tooltip (or its general message). */
  message: Maybe<Scalars['String']['output']>;
  /** The notice step 2 shows: that Siguiente re-enables the funcionario, or to verify a person's data. */
  notice: Maybe<Scalars['String']['output']>;
  origin: Maybe<FuncionarioOrigin>;
  /** What step 2 is prefilled with. */
  person: Maybe<FuncionarioPerson>;
  /** A reserved RUT: the modal 'Funcionario reservado' with its two messages; confirming sends requestReservedFuncionario. */
  reserved: Maybe<ReservedFuncionario>;
};

export type FuncionarioSearch = {
  /** The backend's message when nothing matched (status empty); null when rows came. */
  emptyMessage: Maybe<Scalars['String']['output']>;
  /** The search's own refusal, before the backend: 'Debe ingresar un término de búsqueda' under `value`. */
  fieldErrors: Array<FieldError>;
  rows: Array<FuncionarioRow>;
};

export type FuncionarioSearchInput = {
  type: FuncionarioSearchType;
  value: Scalars['String']['input'];
};

/** Search types of spec 3 §9: 1 RUT, 2 e-mail, 3 name, 4 company (value: the company's id). */
export type FuncionarioSearchType =
  | 'COMPANY'
  | 'EMAIL'
  | 'NAME'
  | 'RUT';

export type FuncionarioUpdateInput = {
  email: Scalars['String']['input'];
  /** The Habilitado/Deshabilitado switch. */
  enabled: Scalars['Boolean']['input'];
  grants: Array<ClientGrantInput>;
  id: Scalars['ID']['input'];
  lastName: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** 'Generar nueva contraseña': the funcionario gets a new one by e-mail. */
  regeneratePassword: Scalars['Boolean']['input'];
  rut: Scalars['String']['input'];
};

export type GrantableClient = {
  clientCode: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  line: Maybe<BusinessLine>;
  /** The privileges of its line, in the table's order: the popup's toggles. */
  privileges: Array<PrivilegeOption>;
};

export type GrantableCompany = {
  clients: Array<GrantableClient>;
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
  rut: Maybe<Scalars['String']['output']>;
};

export type HelpInput = {
  commune: Scalars['String']['input'];
  house?: InputMaybe<Scalars['String']['input']>;
  line: LinkLine;
  number: Scalars['String']['input'];
  patent?: InputMaybe<Scalars['String']['input']>;
  region: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

/** The credit line of an industrial bulk client, in pesos (spec 3 §3, debt summary). */
export type IndustrialCredit = {
  /** Null when the backend does not know the amount. */
  approved: Maybe<Scalars['Float']['output']>;
  available: Maybe<Scalars['Float']['output']>;
  /** False when the client has no credit line (the backend answers empty, or nothing approved and nothing used): 'No tienes cuentas por pagar'. */
  hasCredit: Scalars['Boolean']['output'];
  used: Maybe<Scalars['Float']['output']>;
};

export type IndustrialTank = {
  /** Liters; null when unreadable. */
  capacity: Maybe<Scalars['Float']['output']>;
  serialNumber: Maybe<Scalars['String']['output']>;
  tankId: Scalars['ID']['output'];
};

/** An account found or suggested; a field the backend may leave out is null (no client code: nothing to link it by). */
export type LinkCandidate = {
  address: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  clientCode: Maybe<Scalars['String']['output']>;
  clientId: Maybe<Scalars['Int']['output']>;
  contractCode: Maybe<Scalars['String']['output']>;
  holderName: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  line: LinkLine;
  patents: Array<CandidatePatent>;
};

export type LinkInput = {
  /** Cylinder only: the delivery address of an address search, linked without a client code (spec 1 §7). */
  address?: InputMaybe<AddressInput>;
  /** Every line but a cylinder found by its address. */
  clientCode?: InputMaybe<Scalars['String']['input']>;
  contractCode?: InputMaybe<Scalars['String']['input']>;
  /**
   * The total of the account's last bill, in whole pesos: what linking someone else's account by its code asks for (the
   * ownership rule, docs/decisions.md). Sent only when given; a link that needs it answers ok false with a field error
   * on lastBillAmount.
   */
  lastBillAmount?: InputMaybe<Scalars['Int']['input']>;
  line: LinkLine;
  patents?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type LinkLine =
  | 'AUTOGAS'
  | 'BULK'
  | 'CYLINDER'
  | 'METER';

export type LoginOutcome =
  | 'ACCOUNT_DISABLED'
  | 'EMAIL_NOT_VERIFIED'
  /** The server refused: its message goes under the button. */
  | 'ERROR'
  | 'NO_COMPANIES'
  | 'OK'
  | 'REGISTRATION_MISSING';

export type LoginPayload = {
  message: Maybe<Scalars['String']['output']>;
  outcome: LoginOutcome;
  session: Maybe<Session>;
  social: Maybe<SocialData>;
};

/**
 * A maintenance or assistance, each field read alone (issue 37). Without its notice id it shows and offers nothing (no
 * detail, no cancellation).
 */
export type Maintenance = {
  /** GM, pending, ahead of now (spec 2 §4), with its notice id. */
  cancellable: Scalars['Boolean']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** GM is a maintenance (Mantención), anything else an assistance. */
  isMaintenance: Scalars['Boolean']['output'];
  /** notice_id as the backend writes it: text, leading zeros kept (000410023). */
  noticeId: Maybe<Scalars['ID']['output']>;
  price: Maybe<MaintenancePriceData>;
  /** YYYY-MM-DD */
  registeredOn: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  scheduledDate: Maybe<Scalars['String']['output']>;
  /** hh:mm */
  scheduledTime: Maybe<Scalars['String']['output']>;
  status: MaintenanceStatus;
  workshopAddress: Maybe<Scalars['String']['output']>;
  workshopCity: Maybe<Scalars['String']['output']>;
  workshopName: Maybe<Scalars['String']['output']>;
  workshopRegion: Maybe<Scalars['String']['output']>;
};

/**
 * What the agenda shows: the scheduled maintenances, or the form. The form's start is asked beside the list rather than
 * after it (issue 44), and given only when the form is shown: with something scheduled it is null, its failure dropped.
 */
export type MaintenanceAgenda = {
  scheduled: Maybe<Array<Maintenance>>;
  start: Maybe<MaintenanceScheduling>;
};

export type MaintenanceFilter =
  | 'ALL'
  | 'ASSISTANCE'
  | 'MAINTENANCE';

export type MaintenancePrice = {
  data: Maybe<MaintenancePriceData>;
  /** The server's message when the workshop gives no price. */
  message: Maybe<Scalars['String']['output']>;
};

export type MaintenancePriceData = {
  discountPercent: Maybe<Scalars['Float']['output']>;
  price: Maybe<Scalars['Float']['output']>;
  workshopPrice: Maybe<Scalars['Float']['output']>;
};

export type MaintenanceRegion = {
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type MaintenanceScheduling = {
  preSelectedRegion: Maybe<Scalars['String']['output']>;
  /** The preselected region's workshops, read with the rest so the form opens in one round trip. Null without a preselected region among the regions, or when that list could not be read: the form then asks maintenanceWorkshops, which says why. */
  preSelectedWorkshops: Maybe<Array<Workshop>>;
  regions: Array<MaintenanceRegion>;
  services: Array<MaintenanceService>;
};

export type MaintenanceService = {
  expectedKm: Scalars['String']['output'];
  maintenanceNumber: Scalars['Int']['output'];
  serviceId: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

export type MaintenanceSlot = {
  blockId: Scalars['Int']['output'];
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  hourEnd: Scalars['String']['output'];
  hourStart: Scalars['String']['output'];
};

export type MaintenanceSlots = {
  /** YYYY-MM-DD: when a workshop with no slots opens again (cut_day) */
  reopensOn: Maybe<Scalars['String']['output']>;
  slots: Array<MaintenanceSlot>;
};

export type MaintenanceStatus =
  | 'DONE'
  | 'PENDING';

export type MapPoint = {
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type MeterAccount = {
  /** Convenios de Pago (/request/agreements/list). */
  agreements: Maybe<Array<PaymentAgreement>>;
  /** Boletas: bills issued from month `from` to month `to` (YYYY-MM both). */
  bills: Maybe<Array<MeterBill>>;
  contractCode: Scalars['String']['output'];
  /** Detalle de Deuda. An error status carries the server's message as the block's error message. */
  debt: Maybe<MeterDebt>;
  /** METER:<contract code>, so the client's cache keeps each meter's blocks together */
  id: Scalars['ID']['output'];
  /** Historial de Pagos: dates YYYY-MM-DD. */
  payments: Maybe<Array<MeterPayment>>;
  /** Tarifas: the rates of the meter's last bill (/bill/get). */
  rates: Maybe<Array<MeterRate>>;
  /** Historial de Lectura's chart: the consumption of the last 13 months. */
  readingChart: Maybe<Array<MeterConsumption>>;
  /** Historial de Lectura's table: months YYYY-MM. */
  readings: Maybe<Array<MeterReading>>;
  /** Simulador convenio ley 21.340 (/simulation/amount, today): the debt the agreement would cover; 0 when none. */
  simulationAmount: Maybe<Scalars['Float']['output']>;
};


export type MeterAccountBillsArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type MeterAccountPaymentsArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type MeterAccountReadingsArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

export type MeterAgreementDetail = {
  agreementNumber: Maybe<Scalars['String']['output']>;
  clientCode: Maybe<Scalars['String']['output']>;
  createdOn: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Empty is 'No se registran cuotas'. */
  instalments: Array<AgreementInstalment>;
  /** the down payment's voucher (sap_check_number) */
  voucher: Maybe<Scalars['String']['output']>;
};

/**
 * A bill. What the backend leaves out or writes unreadably is null (the screen shows a dash); a bill without its number
 * or document type shows without its PDF.
 */
export type MeterBill = {
  amount: Maybe<Scalars['Float']['output']>;
  /** m³ */
  consumption: Maybe<Scalars['Float']['output']>;
  currentAmount: Maybe<Scalars['Float']['output']>;
  /** BOLETA or FACTURA, as the backend writes it (the PDF form sends it back) */
  docType: Maybe<Scalars['String']['output']>;
  dueOn: Maybe<Scalars['String']['output']>;
  issuedOn: Maybe<Scalars['String']['output']>;
  /** false too when the bill's number or document type is missing (the PDF is asked for by both) */
  pdfAvailable: Scalars['Boolean']['output'];
  /** Null where the backend says 'NO DISPONIBLE': shown as such, never as $0. */
  previousAmount: Maybe<Scalars['Float']['output']>;
  ticketNumber: Maybe<Scalars['String']['output']>;
};

export type MeterConsumption = {
  consumption: Scalars['Float']['output'];
  /** YYYY-MM */
  month: Scalars['String']['output'];
};

export type MeterDebt = {
  /** 0 is the spec's 'No tienes cuentas por pagar'; null when the backend's answer gave no readable amount. */
  amount: Maybe<Scalars['Float']['output']>;
  /** Empty is 'No tienes boletas pendientes de pago'. */
  documents: Array<MeterDebtDocument>;
  lastBill: Maybe<Scalars['Float']['output']>;
  lastPayment: Maybe<Scalars['String']['output']>;
  /** 'Pagar': the payment portal's form (codCliente, email, movil, reposicion), posted in a new tab. */
  portal: PortalForm;
  previousAmount: Maybe<Scalars['Float']['output']>;
};

export type MeterDebtDocument = {
  amount: Maybe<Scalars['Float']['output']>;
  billNumber: Maybe<Scalars['String']['output']>;
  dueOn: Maybe<Scalars['String']['output']>;
  /** the day the bill is charged, as the backend gives it */
  paymentDay: Maybe<Scalars['String']['output']>;
};

export type MeterPayment = {
  amount: Maybe<Scalars['Float']['output']>;
  billNumber: Maybe<Scalars['String']['output']>;
  collector: Maybe<Scalars['String']['output']>;
  paidOn: Maybe<Scalars['String']['output']>;
};

export type MeterRate = {
  description: Maybe<Scalars['String']['output']>;
  price: Maybe<Scalars['Float']['output']>;
  unit: Maybe<Scalars['String']['output']>;
};

export type MeterReading = {
  consumption: Maybe<Scalars['Float']['output']>;
  date: Maybe<Scalars['String']['output']>;
  /** YYYY-MM */
  month: Maybe<Scalars['String']['output']>;
  status: Maybe<Scalars['String']['output']>;
  /** the meter's reading, m³ */
  value: Maybe<Scalars['Float']['output']>;
};

export type Mutation = {
  acceptConsent: MutationPayload;
  /** Activates telemetry for one of the viewer's clients. */
  activateTelemetry: MutationPayload;
  /** 'Anular pedido': the observation trimmed (empty: none). ALREADY_REQUESTED: 'Ya solicitaste anular este pedido'. */
  cancelBulkOrder: OrderActionPayload;
  /** 'Anular pedido': the observation trimmed (empty: none). ALREADY_REQUESTED: 'Ya solicitaste anular este pedido'. */
  cancelCylinderOrder: OrderActionPayload;
  /** 'Anular Mantenimiento'. ALREADY_REQUESTED: 'Ya solicitaste anular esta mantención'. */
  cancelMaintenance: OrderActionPayload;
  /** The cylinder status-change check: at menu load (firstTime) and every 60 s. */
  checkCylinderNotifications: NotificationCheckPayload;
  /** 'Reclamar Retraso': the observation trimmed (empty: none). */
  claimBulkOrder: OrderActionPayload;
  /** 'Reclamar Retraso': the observation trimmed (empty: none). */
  claimCylinderOrder: OrderActionPayload;
  /** Empresas tab. */
  companyLogin: LoginPayload;
  /** 'Crear Convenio de Pago': the down payment of an approved agreement; on ok the client posts the portal form. */
  createDownPayment: PortalPayload;
  /** Step 4's save; re-enables the disabled funcionario the RUT names. The funcionario gets its password by e-mail. */
  createFuncionario: FuncionarioPayload;
  /**
   * 'Guardar para enviar después' (incomplete) or 'Enviar' (quote/create). Refused before the backend, as fieldErrors
   * under the form's names: a client without 2001, an attachment over 3 MB, a quantity that is not a whole number from
   * 0, no material with a quantity above 0 (when sent), an over-long text.
   */
  createQuote: QuotePayload;
  /** Step 3's 'Enviar' (/request/create-sf). Field errors by the form field's name; a general message otherwise. */
  createRequest: RequestPayload;
  deleteFuncionario: MutationPayload;
  /** The backend answers the calls of an area, or one call, with this failure (SANDBOX_FAULTS at start). */
  demoAddFault: DemoPanel;
  demoClearFaults: DemoPanel;
  /** Drops the fault at this place of demoPanel.faults. */
  demoRemoveFault: DemoPanel;
  /** The world built afresh from its seed, as npm run demo:reset and a restart would; whoever is signed in stays so. */
  demoResetWorld: DemoPanel;
  /** The world's clock runs this many times real time from now on (WORLD_CLOCK_SPEED at start): 1 to 3600. */
  demoSetClockSpeed: DemoPanel;
  /** Turns one feature flag on or off for every browser (FEATURE_FLAGS at start); the app re-reads its flags. */
  demoSetFlag: DemoPanel;
  /** Maintenance mode on or off (MAINTENANCE_MODE at start). */
  demoSetMaintenance: DemoPanel;
  /** A one-time download token. UNAUTHENTICATED without a session, BACKEND_UNAVAILABLE when the backend cannot give one. */
  downloadToken: Scalars['String']['output'];
  /** External sign-in by validation code (/login/{code}, ?company). */
  externalLogin: LoginPayload;
  /** Token exchange, then /login/google. REGISTRATION_MISSING carries the social data. */
  googleLogin: LoginPayload;
  linkAccount: MutationPayload;
  /** Personas tab: token exchange, then /login/email, then consent state. */
  login: LoginPayload;
  /** Cerrar sesión: the gateway refuses this token from now on, as an expired one (the backend has no logout call). */
  logout: Scalars['Boolean']['output'];
  markNotificationsRead: MutationPayload;
  /**
   * 'Pagar': re-reads the debt, then asks whether the payment portal may open. PAID: one of the documents is no
   * longer owed; WAIT: the portal is open elsewhere, retry in waitSeconds; OPEN: the portal form to post.
   */
  payBulkDebt: BulkPaymentPayload;
  /** Demo world only: the payment portal stand-in's 'Pagar' for the documents the portal was sent (their bill numbers). */
  payBulkDebtInDemo: MutationPayload;
  /** 'Pagar Cuenta': the payment portal's form for the contract, with the user's e-mail and phone. */
  payElectricityDebt: ElectricityPaymentPortal;
  /** Demo world only: the payment portal stand-in's 'Pagar' for the contract's debt. */
  payElectricityDebtInDemo: MutationPayload;
  /**
   * Demo only (the payment portal's stand-in): marks the debt of one of the user's meters paid. Against a real backend
   * it answers ok false: the real portal tells the backend itself.
   */
  payMeterDebtInDemo: MutationPayload;
  /** Demo world only: the ordering portal stand-in's 'Confirmar pedido' (50 to 3000 litres); the message names the new order. */
  placeBulkOrderInDemo: MutationPayload;
  /** The demo ordering portal's 'Confirmar pedido' (demo data only): a new order in Camino. */
  placeCylinderOrderInDemo: PlaceCylinderOrderPayload;
  /** Stars 1 to 5 and an optional comment, for a closed request with no rating yet. Server field errors by field. */
  rateRequest: MutationPayload;
  recoverPassword: MutationPayload;
  /** Swaps the (expired) bearer token for a new one. UNAUTHENTICATED when refused. */
  refreshSession: RefreshPayload;
  register: MutationPayload;
  requestLinkHelp: MutationPayload;
  /** The reserved-RUT modal's confirmation: 'La solicitud se ha enviado correctamente' or 'Ocurrió un error al enviar la solicitud'. */
  requestReservedFuncionario: MutationPayload;
  resendVerification: MutationPayload;
  /** Schedules a maintenance: ok, or the server's message. */
  scheduleMaintenance: MutationPayload;
  /** The alert level 0-5 (tank below 5, 10, 20, 30, 40, 50 %); null turns the alert off. */
  setTelemetryAlert: MutationPayload;
  /** Step 4b: the payment-agreement simulation (/request/validate), with the confirmations check_address and check_term_conditions. */
  simulateAgreement: AgreementSimulationPayload;
  unlinkAccount: MutationPayload;
  /** Cancels the subscription the link's token names; ok false when the backend refuses. */
  unsubscribeBill: UnsubscribeBillPayload;
  /** 'Guardar' on /suscripcion: every changed contact at once (/tickets/register). */
  updateBillSubscriptions: BillSubscriptionPayload;
  /** The edit page's GUARDAR: 'Se ha editado el funcionario correctamente'. */
  updateFuncionario: MutationPayload;
  updateProfile: MutationPayload;
  /** Step 2 to 3: the creation checked without creating (validation_only 1); an error on the grants alone is tolerated. */
  validateFuncionario: MutationPayload;
  verifyEmail: MutationPayload;
};


export type MutationActivateTelemetryArgs = {
  clientCode: Scalars['String']['input'];
};


export type MutationCancelBulkOrderArgs = {
  comment: InputMaybe<Scalars['String']['input']>;
  orderNumber: Scalars['String']['input'];
};


export type MutationCancelCylinderOrderArgs = {
  comment: InputMaybe<Scalars['String']['input']>;
  orderNumber: Scalars['String']['input'];
};


export type MutationCancelMaintenanceArgs = {
  noticeId: Scalars['ID']['input'];
  patent: Scalars['String']['input'];
};


export type MutationCheckCylinderNotificationsArgs = {
  firstTime: Scalars['Boolean']['input'];
};


export type MutationClaimBulkOrderArgs = {
  comment: InputMaybe<Scalars['String']['input']>;
  orderNumber: Scalars['String']['input'];
};


export type MutationClaimCylinderOrderArgs = {
  comment: InputMaybe<Scalars['String']['input']>;
  orderNumber: Scalars['String']['input'];
};


export type MutationCompanyLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationCreateDownPaymentArgs = {
  requestId: Scalars['ID']['input'];
};


export type MutationCreateFuncionarioArgs = {
  input: FuncionarioInput;
};


export type MutationCreateQuoteArgs = {
  input: QuoteInput;
};


export type MutationCreateRequestArgs = {
  input: RequestInput;
};


export type MutationDeleteFuncionarioArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDemoAddFaultArgs = {
  fault: DemoFaultInput;
};


export type MutationDemoRemoveFaultArgs = {
  index: Scalars['Int']['input'];
};


export type MutationDemoSetClockSpeedArgs = {
  speed: Scalars['Float']['input'];
};


export type MutationDemoSetFlagArgs = {
  enabled: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
};


export type MutationDemoSetMaintenanceArgs = {
  enabled: Scalars['Boolean']['input'];
};


export type MutationExternalLoginArgs = {
  code: Scalars['String']['input'];
  company: Scalars['Boolean']['input'];
};


export type MutationGoogleLoginArgs = {
  googleToken: Scalars['String']['input'];
};


export type MutationLinkAccountArgs = {
  input: LinkInput;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationPayBulkDebtArgs = {
  billNumbers: Array<Scalars['String']['input']>;
  clientCode: Scalars['String']['input'];
};


export type MutationPayBulkDebtInDemoArgs = {
  billNumbers: Array<Scalars['String']['input']>;
  clientCode: Scalars['String']['input'];
};


export type MutationPayElectricityDebtArgs = {
  clientCode: Scalars['String']['input'];
};


export type MutationPayElectricityDebtInDemoArgs = {
  clientCode: Scalars['String']['input'];
};


export type MutationPayMeterDebtInDemoArgs = {
  contractCode: Scalars['String']['input'];
};


export type MutationPlaceBulkOrderInDemoArgs = {
  clientCode: Scalars['String']['input'];
  liters: Scalars['Int']['input'];
};


export type MutationPlaceCylinderOrderInDemoArgs = {
  clientCode: Scalars['String']['input'];
  units: Array<CylinderUnitInput>;
};


export type MutationRateRequestArgs = {
  input: RatingInput;
};


export type MutationRecoverPasswordArgs = {
  company: Scalars['Boolean']['input'];
  email: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRequestLinkHelpArgs = {
  input: HelpInput;
};


export type MutationRequestReservedFuncionarioArgs = {
  rut: Scalars['String']['input'];
};


export type MutationResendVerificationArgs = {
  email: Scalars['String']['input'];
};


export type MutationScheduleMaintenanceArgs = {
  input: ScheduleMaintenanceInput;
};


export type MutationSetTelemetryAlertArgs = {
  level: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSimulateAgreementArgs = {
  input: RequestInput;
};


export type MutationUnlinkAccountArgs = {
  input: UnlinkInput;
};


export type MutationUnsubscribeBillArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateBillSubscriptionsArgs = {
  input: Array<BillSubscriptionInput>;
};


export type MutationUpdateFuncionarioArgs = {
  input: FuncionarioUpdateInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationValidateFuncionarioArgs = {
  input: FuncionarioInput;
};


export type MutationVerifyEmailArgs = {
  code: Scalars['String']['input'];
};

export type MutationPayload = {
  fieldErrors: Array<FieldError>;
  message: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
};

export type NextMaintenance = {
  scheduled: Maybe<Maintenance>;
  /** The plan's next maintenances when none is scheduled; empty: no more information. */
  suggestions: Array<MaintenanceService>;
};

/**
 * A notification. What the backend leaves out or writes unreadably is null (the bell shows a dash); a status that does
 * not say is read (it does not count).
 */
export type Notification = {
  /** ISO date and time */
  createdAt: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  form: Array<FormField>;
  id: Maybe<Scalars['ID']['output']>;
  line: Maybe<BusinessLine>;
  /** Internal: the path to open. */
  path: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  target: NotificationTarget;
  /** External: the URL and form fields to post in a new tab. */
  url: Maybe<Scalars['String']['output']>;
};

/** The cylinder status-change check (spec 2 §7), with the viewer: the bell's count after it comes in the same round trip. */
export type NotificationCheckPayload = {
  message: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** Null for a guest. */
  viewer: Maybe<Viewer>;
};

export type NotificationTarget =
  | 'EXTERNAL'
  | 'INTERNAL';

export type OrderActionOutcome =
  | 'ALREADY_REQUESTED'
  | 'FAILED'
  | 'SENT';

export type OrderActionPayload = {
  /** The server's message, if any. */
  message: Maybe<Scalars['String']['output']>;
  outcome: OrderActionOutcome;
};

/** The status labels of spec 2 §4. */
export type PaymentAgreement = {
  createdAt: Maybe<Scalars['String']['output']>;
  currentDebt: Maybe<Scalars['Float']['output']>;
  downPayment: Maybe<Scalars['Float']['output']>;
  /** Null when the backend gave none: the agreement shows without a link to its detail. */
  id: Maybe<Scalars['ID']['output']>;
  instalments: Maybe<Scalars['Int']['output']>;
  /** 'Solicitud Rechazada' when not valid; '' for a status the table does not name */
  label: Scalars['String']['output'];
  requestId: Maybe<Scalars['String']['output']>;
  status: Maybe<Scalars['String']['output']>;
  /** is_agreement_valid; an agreement that does not say is valid */
  valid: Scalars['Boolean']['output'];
};

export type PaymentMethod = {
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/**
 * Each line is its own block (docs/architecture.md, "Failure stays where it happened"): null, with an error at its path, when the
 * backend could not give that list; the other lines still answer.
 */
export type PersonServices = {
  autogas: Maybe<Array<AutogasVehicle>>;
  bulk: Maybe<Array<ServiceAccount>>;
  cylinder: Maybe<Array<ServiceAccount>>;
  meter: Maybe<Array<ServiceAccount>>;
};

export type PlaceCylinderOrderPayload = {
  message: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  orderNumber: Maybe<Scalars['String']['output']>;
};

/** A form the client posts in a new tab (the payment portal): where, and its fields. */
export type PortalForm = {
  fields: Array<PostField>;
  url: Scalars['String']['output'];
};

export type PortalPayload = {
  fieldErrors: Array<FieldError>;
  message: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  portal: Maybe<PortalForm>;
};

export type PostField = {
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type PrivilegeOption = {
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Profile = {
  email: Scalars['String']['output'];
  hasSecondAccount: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  notificationCheck: Scalars['Boolean']['output'];
  phone: Scalars['String']['output'];
  rut: Scalars['String']['output'];
  secondEmail: Maybe<Scalars['String']['output']>;
};

export type ProfileInput = {
  /** Required with a new password: the gateway signs in with it before the change. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  name: Scalars['String']['input'];
  notificationCheck: Scalars['Boolean']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  passwordConfirmation?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  /** Also change the password of the second account. */
  syncSecondAccount: Scalars['Boolean']['input'];
};

export type Query = {
  /** Flags, maintenance mode and contact data: read once at start, no session needed. */
  appConfig: AppConfig;
  /** The subscription the link's token names; null when the token is not one (unknown, replaced or blank). */
  billUnsubscription: Maybe<BillUnsubscription>;
  /** Terms and conditions shown by the consent modal. */
  consentTerms: Scalars['String']['output'];
  /** Demo only: the accounts of the simulated Google account chooser; empty without demo data. */
  demoGoogleAccounts: Array<DemoGoogleAccount>;
  /** Demo only: the e-mails the fixture backend would have sent because of this browser's requests, newest first; empty without demo data. */
  demoMailbox: Array<DemoMail>;
  /** The last page views the signed-in shell sent to this gateway (at most 50), newest first. */
  demoPageViews: Array<DemoPageView>;
  /** What the panel shows: the demo accounts, the switches and the faults in force. */
  demoPanel: DemoPanel;
  /** Accounts in the user's name not linked yet (recomended); null, with its error, when they could not be read (the search still works). */
  linkSuggestions: Maybe<Array<LinkCandidate>>;
  /** The campaign shown in a modal on /login, if any. */
  loginCampaign: Maybe<Campaign>;
  /** Null, with an error at its path, when the backend could not give them: the linking screen still searches by code. */
  regions: Maybe<Array<Region>>;
  searchAccounts: AccountSearchResult;
  /** Street names of a commune that contain what was typed (more than 2 characters), uppercased. */
  streetSuggestions: Array<Scalars['String']['output']>;
  /**
   * The signed-in user and what hangs off them; null without a session (an UNAUTHENTICATED error anywhere in the
   * answer nulls it), never because a block of it failed.
   */
  viewer: Maybe<Viewer>;
};


export type QueryBillUnsubscriptionArgs = {
  token: Scalars['String']['input'];
};


export type QueryLinkSuggestionsArgs = {
  line: LinkLine;
};


export type QuerySearchAccountsArgs = {
  line: LinkLine;
  search: AccountSearch;
};


export type QueryStreetSuggestionsArgs = {
  commune: Scalars['String']['input'];
  region: Scalars['String']['input'];
  street: Scalars['String']['input'];
};

export type Quote = {
  address: Maybe<Scalars['String']['output']>;
  /** The delivery address's id (as QuoteAddress.id) and text. */
  addressId: Maybe<Scalars['String']['output']>;
  clientCode: Maybe<Scalars['String']['output']>;
  couponType: Maybe<CouponType>;
  /** YYYY-MM-DD */
  createdAt: Maybe<Scalars['String']['output']>;
  /** Saved with 'Guardar para enviar después': it can be opened in Cotizar Pedido, completed and sent. */
  incomplete: Scalars['Boolean']['output'];
  /** The quote's lines; empty in a list whose backend does not give them. */
  lines: Array<QuoteLine>;
  orderNumber: Maybe<Scalars['String']['output']>;
  paymentCode: Maybe<Scalars['String']['output']>;
  paymentName: Maybe<Scalars['String']['output']>;
  purchaseOrder: Maybe<Scalars['String']['output']>;
  /** Null when the backend gave none: listed, not opened. */
  quoteNumber: Maybe<Scalars['String']['output']>;
  /** The quote's state as the backend writes it. */
  state: Maybe<Scalars['String']['output']>;
  total: Maybe<Scalars['Float']['output']>;
  type: Maybe<QuoteType>;
};

export type QuoteAddress = {
  /** What quote/create's address carries for it. */
  id: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type QuoteInput = {
  /** A QuoteAddress.id of the client's addresses for this type. */
  address: Scalars['String']['input'];
  clientCode: Scalars['String']['input'];
  /** Not for warranties. */
  couponType?: InputMaybe<CouponType>;
  /** At most 3 MB once decoded. */
  file?: InputMaybe<FileInput>;
  /** true: 'Guardar para enviar después' (incomplete 1); false: 'Enviar' (incomplete 0). */
  incomplete: Scalars['Boolean']['input'];
  lines: Array<QuoteLineInput>;
  paymentCode: Scalars['String']['input'];
  /** Trimmed; empty is sent as null. */
  purchaseOrder?: InputMaybe<Scalars['String']['input']>;
  /** The quote saved for later that this sending completes. */
  quoteNumber?: InputMaybe<Scalars['String']['input']>;
  quoteType: QuoteType;
};

export type QuoteLine = {
  materialCode: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  price: Maybe<Scalars['Float']['output']>;
  quantity: Scalars['Int']['output'];
  subtotal: Maybe<Scalars['Float']['output']>;
};

export type QuoteLineInput = {
  materialCode: Scalars['String']['input'];
  price: Scalars['Float']['input'];
  /** A whole number from 0 (a blank quantity is 0). */
  quantity: Scalars['Int']['input'];
};

export type QuoteList = {
  emptyMessage: Maybe<Scalars['String']['output']>;
  /** Newest first. */
  quotes: Array<Quote>;
};

export type QuoteMaterial = {
  /** The quantity the backend suggests, 0 when none. */
  count: Scalars['Int']['output'];
  materialCode: Scalars['String']['output'];
  name: Maybe<Scalars['String']['output']>;
  /** Unit value in pesos; null when the backend gives none (the row cannot be quoted). */
  price: Maybe<Scalars['Float']['output']>;
};

export type QuoteOptions = {
  /** In the order the backend gives them; a type without payment methods is left out. */
  types: Array<QuoteTypeOption>;
};

export type QuotePayload = {
  /** Per form field (quoteType, couponType, purchaseOrder, paymentCode, address, file, lines; quantity.<materialCode>): the first message of each. */
  fieldErrors: Array<FieldError>;
  /** The general message shown at the send button. */
  message: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  /** The quote's number when the backend gives it. */
  quoteNumber: Maybe<Scalars['String']['output']>;
};

export type QuoteType =
  /** Cupones */
  | 'COUPONS'
  /** Garantías */
  | 'WARRANTIES';

export type QuoteTypeOption = {
  /** address_coupon or address_warranty: where a quote of this type may be delivered */
  addresses: Array<QuoteAddress>;
  /** 'Cupones' or 'Garantías' */
  label: Scalars['String']['output'];
  paymentMethods: Array<PaymentMethod>;
  type: QuoteType;
};

export type RatingInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  rating: Scalars['Int']['input'];
  requestId: Scalars['ID']['input'];
};

export type RefreshPayload = {
  token: Scalars['String']['output'];
};

export type Region = {
  code: Scalars['String']['output'];
  communes: Array<Commune>;
  name: Scalars['String']['output'];
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  emailConfirmation: Scalars['String']['input'];
  googleToken?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  passwordConfirmation?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  profilePicture?: InputMaybe<Scalars['String']['input']>;
  rut: Scalars['String']['input'];
};

export type RequestAgreement = {
  /** current debt minus down payment (spec 1 §9) */
  balance: Maybe<Scalars['Float']['output']>;
  case: AgreementCase;
  currentDebt: Maybe<Scalars['Float']['output']>;
  downPayment: Maybe<Scalars['Float']['output']>;
  payments: Maybe<Scalars['Int']['output']>;
  /** The server's response, for REJECTED. */
  response: Maybe<Scalars['String']['output']>;
  /** The approval's validity date (agreement_validity), YYYY-MM-DD. */
  validUntil: Maybe<Scalars['String']['output']>;
};

export type RequestCategories = {
  categories: Array<RequestCategory>;
  /** Status disabled: the server's message, shown in place of the wizard (spec 2 §4); null otherwise. */
  disabledMessage: Maybe<Scalars['String']['output']>;
};

/** A category or type the backend sent without its id cannot be chosen, and is left out. */
export type RequestCategory = {
  id: Scalars['ID']['output'];
  /** Null when the backend gave none (the wizard shows a dash). */
  name: Maybe<Scalars['String']['output']>;
  types: Array<RequestType>;
};

export type RequestDataField = {
  /** A file field: downloaded by a form post of its name (spec 1 §7 /request/file). */
  fileName: Maybe<Scalars['String']['output']>;
  label: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Text as filed (a list is joined with commas); null for a file. */
  value: Maybe<Scalars['String']['output']>;
};

export type RequestDetail = {
  /** The agreement section (spec 1 §4); null when the request shows none. */
  agreement: Maybe<RequestAgreement>;
  /** Status 'Cerrado' with no rating: the 'Calificar' button (spec 1 §4). */
  canRate: Scalars['Boolean']['output'];
  createdAt: Maybe<Scalars['String']['output']>;
  /** The data the request was filed with; file fields are left out for requests created 2020-04-14 to 2020-06-23. */
  fields: Array<RequestDataField>;
  /** The answer's id, else the one it was asked for by */
  id: Scalars['ID']['output'];
  isSalesforce: Scalars['Boolean']['output'];
  line: Maybe<BusinessLine>;
  lineName: Maybe<Scalars['String']['output']>;
  patent: Maybe<Scalars['String']['output']>;
  /** 1 to 5; null while not rated. */
  rating: Maybe<Scalars['Int']['output']>;
  /** The server's response, only when the term is on or after 2020-09-01 (spec 1 §9); null otherwise. */
  response: Maybe<Scalars['String']['output']>;
  status: Maybe<Scalars['String']['output']>;
  /** The answer's deadline (term), YYYY-MM-DD; null when the backend gives none. */
  term: Maybe<Scalars['String']['output']>;
  typeName: Maybe<Scalars['String']['output']>;
};

/** An element the wizard does not know is UNSUPPORTED ('ELEMENTO NO SOPORTADO'). */
export type RequestFieldElement =
  | 'INPUT'
  | 'SELECT'
  | 'SELECT2'
  | 'TEXTAREA'
  | 'UNSUPPORTED';

/** A type the wizard does not know is UNSUPPORTED ('CAMPO NO SOPORTADO'). */
export type RequestFieldType =
  | 'CHECKBOX'
  | 'DATE'
  | 'EMAIL'
  | 'FILE'
  | 'NUMBER'
  | 'TEXT'
  | 'UNSUPPORTED';

/** Dates are YYYY-MM-DD; an unset field does not filter. */
export type RequestFilter = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  serviceId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  typeId?: InputMaybe<Scalars['ID']['input']>;
};

export type RequestForm = {
  /** The debt the agreement codes compute the down payment from, in pesos. */
  amount: Maybe<Scalars['Float']['output']>;
  description: Maybe<Scalars['String']['output']>;
  fields: Array<RequestFormField>;
  /** The special code of a default form (C313, C316, C321, C325, C359, C360, C361, MC0501), null for an ordinary one. */
  special: Maybe<Scalars['String']['output']>;
};

export type RequestFormField = {
  element: RequestFieldElement;
  hideTitle: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  /** A select2 that takes several values (sent as a list). */
  multiple: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  options: Array<RequestFormOption>;
  placeAlone: Scalars['Boolean']['output'];
  /** 'required' in the validation string: an asterisk, and refused empty. */
  required: Scalars['Boolean']['output'];
  /** Null for selects and textareas, which have no type. */
  type: Maybe<RequestFieldType>;
  /** The other rules of the pipe-separated validation string, as the server wrote them (max:100, numeric…). */
  validations: Array<Scalars['String']['output']>;
  /** The value the form starts with, if the server gives one. */
  value: Maybe<Scalars['String']['output']>;
};

export type RequestFormOption = {
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type RequestInput = {
  /** Step 4b's confirmations, validated by the server. */
  checkAddress?: InputMaybe<Scalars['Boolean']['input']>;
  checkTermConditions?: InputMaybe<Scalars['Boolean']['input']>;
  /** The chosen client (step 1); null for autogas, which goes by plate. */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  line: BusinessLine;
  patent?: InputMaybe<Scalars['String']['input']>;
  typeId: Scalars['ID']['input'];
  values: Array<RequestValueInput>;
};

export type RequestPayload = {
  fieldErrors: Array<FieldError>;
  /** 'Requerimiento enviado con éxito', or the server's own message. */
  message: Maybe<Scalars['String']['output']>;
  ok: Scalars['Boolean']['output'];
  requestId: Maybe<Scalars['ID']['output']>;
};

/**
 * A request of the list. What the backend leaves out or writes unreadably is null (the screen shows a dash); a request
 * without its id is listed but cannot be opened.
 */
export type RequestSummary = {
  /** ISO date and time */
  createdAt: Maybe<Scalars['String']['output']>;
  /** Null when the backend gave none: the request shows without its detail link. */
  id: Maybe<Scalars['ID']['output']>;
  /** Requests filed through Salesforce (is_sf): the detail and the file downloads need it. One that does not say is. */
  isSalesforce: Scalars['Boolean']['output'];
  line: Maybe<BusinessLine>;
  /** Servicios column: the business line's name as the backend gives it */
  lineName: Maybe<Scalars['String']['output']>;
  /** Free text from the server ('Abierto', 'En proceso', 'Cerrado', …) */
  status: Maybe<Scalars['String']['output']>;
  typeName: Maybe<Scalars['String']['output']>;
};

export type RequestTreeCategory = {
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
  types: Array<RequestTreeType>;
};

/** An item of the tree without its id is left out (it could not filter); one without its name has a null name. */
export type RequestTreeService = {
  categories: Array<RequestTreeCategory>;
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
};

export type RequestTreeType = {
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
};

export type RequestType = {
  /** The description, when it is text other than the label: shown under the type once chosen. */
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /**
   * The label: description_front, else the description (or name) when it is not a bare request code like C321; null
   * when there is none (the wizard shows a dash).
   */
  name: Maybe<Scalars['String']['output']>;
};

export type RequestTypeRef = {
  categoryId: Scalars['ID']['output'];
  typeId: Scalars['ID']['output'];
};

/** One form field's value: a text (dates DD-MM-YYYY, checkboxes '1'/'0'), a list (a multiple select2) or a file. */
export type RequestValueInput = {
  file?: InputMaybe<FileInput>;
  name: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ReservedFuncionario = {
  messages: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type ScheduleMaintenanceInput = {
  blockId: Scalars['Int']['input'];
  /** YYYY-MM-DD */
  date: Scalars['String']['input'];
  hourEnd: Scalars['String']['input'];
  hourStart: Scalars['String']['input'];
  maintenanceNumber: Scalars['Int']['input'];
  patent: Scalars['String']['input'];
  region: Scalars['String']['input'];
  serviceId: Scalars['Int']['input'];
  workshopCode: Scalars['String']['input'];
};

export type SearchBy =
  | 'ADDRESS'
  | 'CLIENT_CODE'
  | 'CONTRACT_CODE'
  | 'METER_SERIAL'
  | 'PATENT'
  | 'RUT';

/**
 * A linked service, in spec 1 §3's generic shape or spec 2 §3's per-line shape (issue 37: each field read alone). A row
 * without a code or a client id is left out of its list; a field the backend may leave out is null or empty (the screens
 * show a dash), never a failed list.
 */
export type ServiceAccount = {
  /**
   * Address parts joined as the spec says (commas, block, depto.); empty when the backend gives none (the screens show a
   * dash). Kept non-null: the meter and bulk areas build their selectors from it.
   */
  address: Scalars['String']['output'];
  blocked: Scalars['Boolean']['output'];
  /** Empty when the backend gives none. */
  city: Scalars['String']['output'];
  /** client_cod; a cylinder of spec 2's shape has none: its client_id (spec 1 §7). */
  clientCode: Scalars['String']['output'];
  clientId: Scalars['Int']['output'];
  contractCode: Maybe<Scalars['String']['output']>;
  holderName: Maybe<Scalars['String']['output']>;
  holderRut: Maybe<Scalars['String']['output']>;
  /** Stable and unique: the line, the client id and the contract (else client) code. */
  id: Scalars['ID']['output'];
  line: BusinessLine;
  regionCode: Maybe<Scalars['String']['output']>;
  telemetryActive: Scalars['Boolean']['output'];
};

export type Session = {
  hasConsentSalesForce: Scalars['Boolean']['output'];
  kind: AccountKind;
  /** Persona, Administrador or Funcionario */
  role: Scalars['String']['output'];
  token: Scalars['String']['output'];
  user: User;
};

export type SocialData = {
  email: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  picture: Maybe<Scalars['String']['output']>;
  token: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type SocialLink = {
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SubscriberCategory =
  /** DUEÑO */
  | 'OWNER'
  /** ARRENDATARIO */
  | 'TENANT';

export type SubscriptionRequirement = {
  address: Maybe<Scalars['String']['output']>;
  contractCode: Maybe<Scalars['String']['output']>;
  dueOn: Maybe<Scalars['String']['output']>;
  requirementNumber: Maybe<Scalars['String']['output']>;
};

export type Tank = {
  averageMonthlyConsumption: Maybe<Scalars['Float']['output']>;
  capacity: Maybe<Scalars['Float']['output']>;
  /** Null when the backend gave none: the tank's detail and history cannot be opened. */
  code: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD: today plus days_empty_meter */
  emptyBy: Maybe<Scalars['String']['output']>;
  /** capacity × percentage / 100 */
  litersLeft: Maybe<Scalars['Float']['output']>;
  percentage: Maybe<Scalars['Float']['output']>;
  /** ISO date and time of the last reading */
  readAt: Maybe<Scalars['String']['output']>;
};

export type TankReading = {
  dailyConsumption: Maybe<Scalars['Float']['output']>;
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  daysToEmpty: Maybe<Scalars['Float']['output']>;
  percentage: Maybe<Scalars['Float']['output']>;
};

export type TankSummary = {
  /** Type 4: technical locations, each with its nested centrals (deeper nesting is flattened into them) and its own tanks. */
  locations: Array<TechnicalLocation>;
  /** Type 3 centrals, and any other central outside a technical location. */
  unassigned: Array<Central>;
};

export type TechnicalLocation = {
  address: Maybe<Scalars['String']['output']>;
  centrals: Array<Central>;
  city: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The region's name as the backend writes it (region_name). */
  regionName: Maybe<Scalars['String']['output']>;
  /** Tanks held by the location itself, outside its centrals. */
  tanks: Array<IndustrialTank>;
  /** Liters; null when the backend gives none or an unreadable figure. */
  totalCapacity: Maybe<Scalars['Float']['output']>;
};

export type Telemetry = {
  /** The chosen level 0-5, or null. */
  alertLevel: Maybe<Scalars['Int']['output']>;
  /** The alert settings show only when the user's notification_check is 1. */
  alertsEnabled: Scalars['Boolean']['output'];
  clients: Array<TelemetryClient>;
};

export type TelemetryClient = {
  active: Scalars['Boolean']['output'];
  address: Maybe<Scalars['String']['output']>;
  /** Null when the backend gave none: the client cannot be activated nor opened. */
  clientCode: Maybe<Scalars['String']['output']>;
};

export type UnlinkInput = {
  clientCode: Scalars['String']['input'];
  clientId?: InputMaybe<Scalars['Int']['input']>;
  contractCode?: InputMaybe<Scalars['String']['input']>;
  line: LinkLine;
  /** Autogas: unlink one patent. */
  patent?: InputMaybe<Scalars['String']['input']>;
};

export type UnsubscribeBillPayload = {
  ok: Scalars['Boolean']['output'];
  /** Other e-mails still receive the bill (remaining_contacts); otherwise it goes on paper to the home. */
  othersStillReceive: Scalars['Boolean']['output'];
};

export type User = {
  avatarUrl: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  hasDebt: Scalars['Boolean']['output'];
  hasSecondAccount: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  notificationCheck: Scalars['Boolean']['output'];
  phone: Scalars['String']['output'];
  role: Scalars['String']['output'];
  rut: Scalars['String']['output'];
  secondEmail: Maybe<Scalars['String']['output']>;
};

/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type Viewer = {
  /**
   * Contrato: every field of the plate's contract. The gateway finds the plate's contract number in the viewer's plates;
   * `contractNumber`, when the client holds it, is a hint: the contract is asked beside that lookup, and answered only
   * when the lookup agrees (issue 44).
   */
  autogasContract: Maybe<AutogasContract>;
  /** Litres loaded this month; null litres when there are none. */
  autogasCurrentMonth: Maybe<AutogasCurrentMonth>;
  /** Consumo: the loads from one day to another (YYYY-MM-DD, not after today), newest first. */
  autogasFuelLoads: Maybe<Array<FuelLoad>>;
  /** Metas: the monthly goals of the contract's validity, newest first. */
  autogasGoals: Maybe<Array<AutogasGoal>>;
  /** Boleta / Factura Electrónica: the subscription contacts of the user's meters (/tickets/suscription_list). A block. */
  billSubscriptions: Maybe<Array<BillSubscriptionContact>>;
  /** Cuenta Corriente: the client's documents of the last 3, 6, 9 or 12 months. */
  bulkAccount: Maybe<BulkDocumentList>;
  /** Detalle de Deuda: the client's documents pending payment. */
  bulkDebt: Maybe<BulkDebt>;
  /**
   * The detail of one document of the current account. `document` and `guide`: its files as the client already holds
   * them from the account's list (hints, issue 44): whether each exists is asked beside the detail, and told only when
   * the detail names that same file; otherwise it is asked again about the detail's own.
   */
  bulkDocument: Maybe<BulkDocument>;
  /** Whether the backend has a document's file (/document/has, asked before its download; spec 2 §7). */
  bulkDocumentExists: Scalars['Boolean']['output'];
  /** One order of the viewer's: null with FORBIDDEN at its path when it is someone else's, with an error when there is none. */
  bulkOrder: Maybe<BulkOrder>;
  /**
   * The orders of one of the viewer's bulk clients: by exact order number when given, else by period (30, 90, 180
   * or 365 days; default 30). An empty list comes with the server's message.
   */
  bulkOrders: Maybe<BulkOrderList>;
  /** Historial de Pagos: the client's paid documents, newest first; empty with the server's message. */
  bulkPayments: Maybe<BulkDocumentList>;
  /** Variación de Precios: the client's price changes. */
  bulkPriceChanges: Maybe<BulkPriceList>;
  /** Dashboard campaigns (person or company family); null when they could not be read: the carousel hides. */
  campaigns: Maybe<Array<Campaign>>;
  /**
   * Historial de Lectura's reading-request link: false when the server says a reading request (C321) is already in
   * progress for this meter ('Ya cuentas con una solicitud de este tipo que está en curso...'). Null when unknown.
   * With `contractCode`, the gateway finds the meter's client id in the user's meters itself, and `clientId` is only a
   * hint (asked beside that lookup, answered only when it agrees: issue 44); without it, `clientId` is the meter's.
   */
  canRequestReading: Maybe<Scalars['Boolean']['output']>;
  /** Null for persons. */
  company: Maybe<CompanyArea>;
  /** Descuentos: the discounts one of the viewer's cylinder services holds. */
  cylinderDiscounts: Maybe<CylinderDiscountList>;
  /** One order of the viewer's (clientCode when known: the list's client); null with FORBIDDEN when it is someone else's. */
  cylinderOrder: Maybe<CylinderOrder>;
  /**
   * Pedidos: the viewer's cylinder orders, by exact order number when given, else those at most `days` days old (30,
   * 90, 180 or 365; default 30), newest first.
   */
  cylinderOrders: Maybe<CylinderOrderList>;
  /**
   * Precios: today's product prices for one of the viewer's cylinder services, with where they apply. commune: the
   * service's city as the client already holds it (its list of services), asked beside the list that names it and
   * answered only when the list agrees (issue 44); otherwise the list's own is asked.
   */
  cylinderPrices: Maybe<CylinderPriceList>;
  /**
   * Where the truck of an order in Camino is now; null when the backend has no position. truckCode: the order's truck
   * as the client already holds it (the orders list), asked beside the order that names it and answered only when the
   * order agrees (issue 44); otherwise the order's own truck is asked.
   */
  cylinderTruckPosition: Maybe<MapPoint>;
  /**
   * The consumption of one installation from one day to another (at most 2 years, to not after today, from not after
   * to; monthly needs 30 days or more, yearly 365: BAD_USER_INPUT otherwise), at a granularity and schedule. The points
   * are what the chart draws: at most `maxPoints` (default 2,000), a longer series averaged into buckets by the gateway
   * (`sampled` says so); the CSV has every point.
   */
  electricityConsumption: Maybe<ElectricityConsumption>;
  /**
   * Historial de Consumos in one round trip (issue 44): the client's installations and the consumption of the one the tab
   * shows. `installation` is the one the screen names (its URL's): the consumption is then asked beside the list, and
   * answered only when the list holds it; otherwise the one the list chooses is asked once the list has answered.
   */
  electricityConsumptionTab: Maybe<ElectricityConsumptionTab>;
  /** Detalle de Deuda (debt_details, client_cod the contract). */
  electricityDebt: Maybe<ElectricityDebt>;
  /** The installations of a contract (consuption/codes); one alone is chosen at once by the screen. */
  electricityInstallations: Maybe<ElectricityInstallationList>;
  /** Historial de Facturas: the contract's invoices issued from one day to another, newest first. */
  electricityInvoices: Maybe<ElectricityInvoiceList>;
  /** Historial de Pagos: the contract's payments from one day to another, newest first. */
  electricityPayments: Maybe<ElectricityPaymentList>;
  /** Null when the list could not be read: the menu leaves 'Mis requerimientos' out. */
  hasRequests: Maybe<Scalars['Boolean']['output']>;
  /** Cuenta Corriente: the client's documents of the last 3, 6, 9 or 12 months; empty or exception: emptyMessage. */
  institutionalAccount: Maybe<BulkDocumentList>;
  /** A current-account document's detail (document_details); its files download through /document/get. */
  institutionalDocument: Maybe<BulkDocument>;
  kind: AccountKind;
  /** One maintenance or assistance of the plate's. `contractNumber`: a hint, as for autogasContract. */
  maintenance: Maybe<Maintenance>;
  /** Agenda de mantenciones in one round trip: what is scheduled ahead, and beside it what the scheduling form starts from. */
  maintenanceAgenda: Maybe<MaintenanceAgenda>;
  /** Mantenciones-asistencias, by registration date, newest first. `contractNumber`: a hint, as for autogasContract. */
  maintenanceHistory: Maybe<Array<Maintenance>>;
  /** The referential price of a maintenance at a workshop, or the server's message why there is none. */
  maintenancePrice: Maybe<MaintenancePrice>;
  /** What the scheduling starts from: the regions (one preselected) and the plan's maintenances (none: call the contact center). */
  maintenanceScheduling: Maybe<MaintenanceScheduling>;
  /** A workshop's free slots for a maintenance; none with the day it opens again, when known. */
  maintenanceSlots: Maybe<MaintenanceSlots>;
  /** The workshops of a region. */
  maintenanceWorkshops: Maybe<Array<Workshop>>;
  /**
   * One of the user's meters by its contract code (the N° Cliente of the selector). Null for company users. Each of its
   * fields is a block of its own: null, with its error at its path, when the backend could not give it.
   */
  meter: Maybe<MeterAccount>;
  /**
   * Detalle Convenio de Pago (/request/agreements/detail). A block: null with its error when it could not be read, with
   * FORBIDDEN for someone else's agreement; null with no error when the server has no such agreement (status empty).
   */
  meterAgreement: Maybe<MeterAgreementDetail>;
  /** Null, with its error, when the list cannot be read. */
  notifications: Maybe<Array<Notification>>;
  /**
   * Null, with its error, when the backend could not give it. userId: the id the client's session holds, so the profile
   * is read beside the backend's check of who is signed in rather than after it; another id is never answered.
   */
  profile: Maybe<Profile>;
  /** One quote with its materials (quote/list by its number); null with an error when there is none. */
  quote: Maybe<Quote>;
  /** The materials a quote of this type and payment method may hold, at today's prices (material_list); empty: none. */
  quoteMaterials: Maybe<Array<QuoteMaterial>>;
  /** Step 2's choices for a client (quotes_type): each quote type it offers, with its payment methods and addresses. */
  quoteOptions: Maybe<QuoteOptions>;
  /** Cotizaciones: the client's quotes of the last 3, 6, 9 or 12 months, or those of one order number. */
  quotes: Maybe<QuoteList>;
  /**
   * One of the user's requests. Null with FORBIDDEN at its path when it belongs to someone else, with NOT_FOUND when
   * there is no such request.
   */
  request: Maybe<RequestDetail>;
  /**
   * Step 2: the categories of a line with their types (/request/category/list). A block: null with its error when the
   * backend could not answer; a line the server has disabled answers its message instead of categories.
   */
  requestCategories: Maybe<RequestCategories>;
  /**
   * Step 3: the form of a request type for the chosen client (or plate, for autogas), built from the server's field
   * list. A block: null with its error when it could not be read.
   */
  requestForm: Maybe<RequestForm>;
  /** The category and type of a request code (C325, C361, C321): the preload that jumps to step 3. Null when unknown. */
  requestTypeByCode: Maybe<RequestTypeRef>;
  /** Services > categories > types, for the list's filters. A block, apart from the list. */
  requestTypeTree: Maybe<Array<RequestTreeService>>;
  /**
   * The user's requests that match the filter, newest first. A block: null, with its error at its path, when the
   * backend could not give the list; an empty list is the spec's 'No existen resultados para esta búsqueda'.
   */
  requests: Maybe<Array<RequestSummary>>;
  /** Agenda de mantenciones: what is scheduled ahead for the plate. */
  scheduledMaintenances: Maybe<Array<Maintenance>>;
  /** Null for company users. */
  services: Maybe<PersonServices>;
  /** One tank; null with its error when its information cannot be read. */
  tank: Maybe<Tank>;
  /** The tank's readings from one day to another (YYYY-MM-DD, at most 12 months back), oldest first. */
  tankReadings: Maybe<Array<TankReading>>;
  /**
   * Resumen de Tanques (spec 3 §2): the client's centrals as /company_user/bussines_line/industrial/resume gives them,
   * grouped by type: technical locations (type 4) with their centrals and tanks, and the centrals without one (type 3,
   * 'Centrales sin UT asignada'). Needs privilege 1002 on the client. Null with its error when it cannot be read.
   */
  tankSummary: Maybe<TankSummary>;
  /** The tanks of one client with telemetry. */
  tanks: Maybe<Array<Tank>>;
  /** Telemetría: the viewer's bulk clients with their telemetry state, and the alert setting (userId as profile's). */
  telemetry: Maybe<Telemetry>;
  /**
   * Where the truck of an order En Ruta is now; null when the order has no truck or the backend has no position.
   * `knownPatent`: the order's patent as the client already holds it (a hint, issue 44): the position is asked beside
   * the order, and given only when the order has that same patent; otherwise it is asked again with the order's own (a
   * hint that cannot be a patent is not used, never refused).
   */
  truckPosition: Maybe<MapPoint>;
  /** Minutes between reads of the truck's position (spec 2 §9: the server's value; a fraction when the backend sends one). */
  truckRefreshMinutes: Maybe<Scalars['Float']['output']>;
  /** Null when the list cannot be read: the bell shows no count and the rest of the screen is unaffected. */
  unreadNotifications: Maybe<Scalars['Int']['output']>;
  /** Null when /me could not be read: the screens fall back on the user stored with the session. */
  user: Maybe<User>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerAutogasContractArgs = {
  contractNumber: InputMaybe<Scalars['String']['input']>;
  patent: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerAutogasCurrentMonthArgs = {
  patent: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerAutogasFuelLoadsArgs = {
  from: Scalars['String']['input'];
  patent: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerAutogasGoalsArgs = {
  patent: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerBulkAccountArgs = {
  clientCode: Scalars['String']['input'];
  months?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerBulkDebtArgs = {
  clientCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerBulkDocumentArgs = {
  clientCode: Scalars['String']['input'];
  docNumber: Scalars['String']['input'];
  docYear: Scalars['String']['input'];
  document: InputMaybe<BulkPdfInput>;
  guide: InputMaybe<BulkPdfInput>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerBulkDocumentExistsArgs = {
  classDescription: Scalars['String']['input'];
  pdfNumber: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerBulkOrderArgs = {
  orderNumber: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerBulkOrdersArgs = {
  clientCode: Scalars['String']['input'];
  days?: InputMaybe<Scalars['Int']['input']>;
  orderNumber: InputMaybe<Scalars['String']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerBulkPaymentsArgs = {
  clientCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerBulkPriceChangesArgs = {
  clientCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerCanRequestReadingArgs = {
  clientId: InputMaybe<Scalars['Int']['input']>;
  contractCode: InputMaybe<Scalars['String']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerCylinderDiscountsArgs = {
  clientCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerCylinderOrderArgs = {
  clientCode: InputMaybe<Scalars['String']['input']>;
  orderNumber: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerCylinderOrdersArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  orderNumber: InputMaybe<Scalars['String']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerCylinderPricesArgs = {
  clientCode: Scalars['String']['input'];
  commune: InputMaybe<Scalars['String']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerCylinderTruckPositionArgs = {
  clientCode: InputMaybe<Scalars['String']['input']>;
  orderNumber: Scalars['String']['input'];
  truckCode: InputMaybe<Scalars['String']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerElectricityConsumptionArgs = {
  clientCode: Scalars['String']['input'];
  from: Scalars['String']['input'];
  granularity: ElectricityGranularity;
  installation: Scalars['String']['input'];
  maxPoints: InputMaybe<Scalars['Int']['input']>;
  schedule?: InputMaybe<ElectricitySchedule>;
  to: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerElectricityConsumptionTabArgs = {
  clientCode: Scalars['String']['input'];
  contractCode: InputMaybe<Scalars['String']['input']>;
  installation: InputMaybe<Scalars['String']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerElectricityDebtArgs = {
  clientCode: Scalars['String']['input'];
  contractCode: InputMaybe<Scalars['String']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerElectricityInstallationsArgs = {
  clientCode: Scalars['String']['input'];
  contractCode: InputMaybe<Scalars['String']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerElectricityInvoicesArgs = {
  clientCode: Scalars['String']['input'];
  contractCode: InputMaybe<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerElectricityPaymentsArgs = {
  clientCode: Scalars['String']['input'];
  contractCode: InputMaybe<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerInstitutionalAccountArgs = {
  clientCode: Scalars['String']['input'];
  months?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerInstitutionalDocumentArgs = {
  clientCode: Scalars['String']['input'];
  docNumber: Scalars['String']['input'];
  docYear: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerMaintenanceArgs = {
  contractNumber: InputMaybe<Scalars['String']['input']>;
  noticeId: Scalars['ID']['input'];
  patent: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerMaintenanceAgendaArgs = {
  patent: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerMaintenanceHistoryArgs = {
  contractNumber: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MaintenanceFilter>;
  patent: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerMaintenancePriceArgs = {
  maintenanceNumber: Scalars['Int']['input'];
  patent: Scalars['String']['input'];
  workshopCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerMaintenanceSchedulingArgs = {
  patent: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerMaintenanceSlotsArgs = {
  serviceId: Scalars['Int']['input'];
  workshopCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerMaintenanceWorkshopsArgs = {
  regionCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerMeterArgs = {
  contractCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerMeterAgreementArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerProfileArgs = {
  userId: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerQuoteArgs = {
  clientCode: Scalars['String']['input'];
  quoteNumber: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerQuoteMaterialsArgs = {
  clientCode: Scalars['String']['input'];
  paymentCode: Scalars['String']['input'];
  quoteType: QuoteType;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerQuoteOptionsArgs = {
  clientCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerQuotesArgs = {
  clientCode: Scalars['String']['input'];
  months?: InputMaybe<Scalars['Int']['input']>;
  orderNumber: InputMaybe<Scalars['String']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerRequestArgs = {
  id: Scalars['ID']['input'];
  isSalesforce?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerRequestCategoriesArgs = {
  line: BusinessLine;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerRequestFormArgs = {
  clientId: InputMaybe<Scalars['Int']['input']>;
  patent: InputMaybe<Scalars['String']['input']>;
  typeId: Scalars['ID']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerRequestTypeByCodeArgs = {
  code: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerRequestsArgs = {
  filter: RequestFilter;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerScheduledMaintenancesArgs = {
  patent: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerTankArgs = {
  clientCode: Scalars['String']['input'];
  tankCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerTankReadingsArgs = {
  clientCode: Scalars['String']['input'];
  from: Scalars['String']['input'];
  tankCode: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerTankSummaryArgs = {
  clientCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerTanksArgs = {
  clientCode: Scalars['String']['input'];
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerTelemetryArgs = {
  userId: InputMaybe<Scalars['ID']['input']>;
};


/**
 * The session's blocks: each field below the kind is nullable and fails alone, with an error at its path (docs/architecture.md,
 * "Failure stays where it happened").
 */
export type ViewerTruckPositionArgs = {
  knownPatent: InputMaybe<Scalars['String']['input']>;
  orderNumber: Scalars['String']['input'];
};

export type Workshop = {
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};
