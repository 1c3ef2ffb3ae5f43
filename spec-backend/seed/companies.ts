/**
 * The company side's demo (spec 3): three companies; Agrícola Los Robles with two industrial bulk clients (one with a
 * technical location and centrals without one, one with centrals only), an institutional cylinder client and an
 * electricity client; Frigorífico Austral with two industrial bulk clients. Their users, password Gas.Demo.2026:
 * funcionario@ (every industrial privilege on both Los Robles bulk clients, both institutional ones on its cylinder
 * client), admin@ (Administrador of both companies), limitado@ (1002 on one client of each company, 1003 on one),
 * sinempresa@ (no company), deshabilitado@ (disabled) and reservado@ (a Funcionario of a third company, Transportes
 * del Sur, whose RUT the Administrador can only ask for; it holds both institutional privileges on Sur's coupon-only
 * client 0030200301, and the account's alone on 0030200302, whose account SAP fails to give). Electricity has no
 * privilege (spec 3 §6 gates it by its flag alone): every company user reads its companies' line-7 contracts — Los
 * Robles' 0070900101 (three installations), Sur's 0070900301 (one) and 0070900302 (just signed, nothing yet).
 */
import { addDays, rut } from '../kit';
import { privilegesOfLine, type CompanySide, type CompanyUser, type SapClient } from '../company-records';
import { place } from './common';
import { central, industrialOrders, tank } from './industrial';
import { newElectricity, roblesElectricity, surElectricity } from './electricity';
import { roblesBook, surCouponsBook, surFailingBook } from './institutional';

export const COMPANY_IDS = { robles: 41, austral: 42, sur: 43 } as const;
export const COMPANY_USER_IDS = {
  funcionario: 2101,
  admin: 2102,
  limitado: 2103,
  sinempresa: 2104,
  deshabilitado: 2105,
  reservado: 2106,
} as const;

function clients(today: string): SapClient[] {
  const client = (
    id: number,
    company_id: number,
    business_line_id: SapClient['business_line_id'],
    client_cod: string,
    address: SapClient['address'],
    extra: Partial<SapClient> = {},
  ): SapClient => ({
    id,
    company_id,
    business_line_id,
    client_cod,
    client_id: Number(client_cod),
    contract_cod: null,
    address,
    merchandise_recipients: 1,
    payment_responsibles: 1,
    orders: [],
    centrals: [],
    institutional: null,
    electricity: null,
    ...extra,
  });
  const packing = place('CAMINO A DOÑIHUE', 'KM 4,5', 'Rancagua', 'Rancagua', '06', -34.168, -70.79);
  const cold = place('CAMINO A DOÑIHUE', 'KM 4,7', 'Rancagua', 'Rancagua', '06', -34.167, -70.793);
  const cellar = place('AV. SAN FRANCISCO', '1880', 'Machalí', 'Machalí', '06', -34.181, -70.66);
  const talca = place('RUTA K-60', '2350', 'Talca', 'Talca', '07', -35.43, -71.62);
  const montt = place('RUTA 5 SUR', 'KM 1025', 'Puerto Montt', 'Puerto Montt', '10', -41.44, -72.95);
  const osorno = place('AV. RENÉ SORIANO', '2150', 'Osorno', 'Osorno', '10', -40.57, -73.14);
  const temuco = place('CAMINO A LABRANZA', '3400', 'Temuco', 'Temuco', '09', -38.75, -72.66);
  const terminal = place('AV. PABLO NERUDA', '01250', 'Temuco', 'Temuco', '09', -38.73, -72.62);
  const villarrica = place('CAMINO VILLARRICA PUCÓN', 'KM 8', 'Villarrica', 'Villarrica', '09', -39.27, -72.15);
  return [
    client(501, COMPANY_IDS.robles, 6, '0020100101', packing, {
      orders: industrialOrders(today, '0020100101', 1250100),
      centrals: [
        central(
          3100100,
          4,
          packing,
          [tank(10045104, 'TK-4501-D', 2000)],
          [
            central(3100101, 3, packing, [tank(10045101, 'TK-4501-A', 4000), tank(10045102, 'TK-4501-B', 4000)]),
            central(3100102, 3, cold, [tank(10045103, 'TK-4501-C', 7600)]),
          ],
        ),
        central(3100200, 3, cellar, [tank(10045201, 'TK-4502-A', 1000), tank(10045202, 'TK-4502-B', 1000)]),
      ],
    }),
    client(502, COMPANY_IDS.robles, 6, '0020100102', talca, {
      orders: industrialOrders(today, '0020100102', 1250200),
      centrals: [central(3100300, 3, talca, [tank(10046101, 'TK-4601-A', 4000), tank(10046102, 'TK-4601-B', 2000)])],
    }),
    client(503, COMPANY_IDS.robles, 2, '0030200101', packing, {
      payment_responsibles: 0,
      institutional: roblesBook(today, COMPANY_USER_IDS.funcionario, { packing, cold, cellar }),
    }),
    client(504, COMPANY_IDS.robles, 7, '0070300101', packing, {
      contract_cod: '0070900101',
      merchandise_recipients: 0,
      electricity: roblesElectricity(today),
    }),
    client(511, COMPANY_IDS.austral, 6, '0020100201', montt, {
      orders: industrialOrders(today, '0020100201', 1250300),
      centrals: [central(3100400, 3, montt, [tank(10047101, 'TK-4701-A', 7600)])],
    }),
    client(512, COMPANY_IDS.austral, 6, '0020100202', osorno, {
      orders: industrialOrders(today, '0020100202', 1250400),
      centrals: [central(3100500, 3, osorno, [tank(10048101, 'TK-4801-A', 4000)])],
    }),
    client(521, COMPANY_IDS.sur, 6, '0020100301', temuco, {
      orders: industrialOrders(today, '0020100301', 1250500),
      centrals: [central(3100600, 3, temuco, [tank(10049101, 'TK-4901-A', 2000)])],
    }),
    client(522, COMPANY_IDS.sur, 2, '0030200301', terminal, { institutional: surCouponsBook(terminal) }),
    client(523, COMPANY_IDS.sur, 2, '0030200302', villarrica, { institutional: surFailingBook(villarrica) }),
    client(524, COMPANY_IDS.sur, 7, '0070300301', terminal, { contract_cod: '0070900301', electricity: surElectricity(today) }),
    client(525, COMPANY_IDS.sur, 7, '0070300302', villarrica, { contract_cod: '0070900302', electricity: newElectricity() }),
  ];
}

/** `demoPassword` hashes the demo password (each user with its own salt). */
export function seedCompanySide(today: string, clock: string, demoPassword: () => string): CompanySide {
  const user = (
    id: number,
    email: string,
    name: string,
    last_name: string,
    rutBody: number,
    user_type: CompanyUser['user_type'],
    companies: number[],
    grants: Array<[number, number[]]> = [],
  ): CompanyUser => ({
    id,
    name,
    last_name,
    email,
    password: demoPassword(),
    dni: rut(rutBody),
    phone: `9${String(rutBody).slice(0, 8)}`,
    profile_picture: null,
    notification_check: 1,
    user_type,
    status: '1',
    hasConsentSalesForce: true,
    companies,
    grants: new Map(grants),
  });
  const industrial = privilegesOfLine(6);
  const ids = COMPANY_USER_IDS;
  const companyUsers = [
    user(
      ids.funcionario,
      'funcionario@empresa.demo.cl',
      'Javiera',
      'Morales Tapia',
      16234871,
      'Funcionario',
      [COMPANY_IDS.robles],
      [
        [501, industrial],
        [502, industrial],
        [503, privilegesOfLine(2)],
      ],
    ),
    user(ids.admin, 'admin@empresa.demo.cl', 'Andrés', 'Soto Rivera', 12765430, 'Administrador', [COMPANY_IDS.robles, COMPANY_IDS.austral]),
    user(
      ids.limitado,
      'limitado@empresa.demo.cl',
      'Tomás',
      'Vega Castro',
      18456123,
      'Funcionario',
      [COMPANY_IDS.robles, COMPANY_IDS.austral],
      [
        [502, [1002]],
        [511, [1002, 1003]],
      ],
    ),
    user(ids.sinempresa, 'sinempresa@empresa.demo.cl', 'Paula', 'Reyes Díaz', 17890234, 'Funcionario', []),
    user(
      ids.deshabilitado,
      'deshabilitado@empresa.demo.cl',
      'Marcelo',
      'Pino Lagos',
      14567890,
      'Funcionario',
      [COMPANY_IDS.robles],
      [[501, [1002]]],
    ),
  ];
  // a Funcionario of a company the Administrador does not manage: its RUT is reserved to it (spec 3 §4)
  companyUsers.push(
    user(
      ids.reservado,
      'reservado@empresa.demo.cl',
      'Carolina',
      'Muñoz Fuentes',
      15987342,
      'Funcionario',
      [COMPANY_IDS.sur],
      [
        [521, [1002]],
        [522, privilegesOfLine(2)],
        [523, [2002]],
      ],
    ),
  );
  companyUsers.find((u) => u.id === ids.deshabilitado)!.status = '0';

  const at = (days: number, time: string) => `${addDays(today, -days)}T${time}:00`;
  return {
    companies: [
      { id: COMPANY_IDS.robles, name: 'Agrícola Los Robles SpA', dni: rut(76543218) },
      { id: COMPANY_IDS.austral, name: 'Frigorífico Austral Ltda.', dni: rut(77120455) },
      { id: COMPANY_IDS.sur, name: 'Transportes del Sur S.A.', dni: rut(96512870) },
    ],
    sapClients: clients(today),
    companyUsers,
    companyRequests: [
      {
        id: 3301,
        companyUserId: ids.funcionario,
        created_at: at(2, '10:05'),
        term: addDays(today, 3),
        status: 'En proceso',
        respuesta: null,
        calificacion: null,
        comentario: null,
        type_id: 601,
        client_id: 20100101,
        patent: null,
        is_sf: 1,
        salesForceId: '5003k00001EmPrAAAV',
        clossing_justification: null,
        agreement_validity: null,
        agreement: null,
        fields: [
          { label: 'Número de pedido', name: 'numero_pedido', type: 'text', element: 'input', value: '0001250102' },
          {
            label: 'Describe tu requerimiento',
            name: 'detalle',
            type: 'text',
            element: 'textarea',
            value: 'El camión llegó fuera del horario de recepción de la planta.',
          },
          {
            label: 'Adjuntar archivo (máximo 3MB)',
            name: 'adjunto',
            type: 'file',
            element: 'input',
            value: null,
            file_name: 'guia_recepcion.pdf',
          },
        ],
      },
      {
        id: 3302,
        companyUserId: ids.funcionario,
        created_at: at(30, '16:40'),
        term: addDays(today, -25),
        status: 'Cerrado',
        respuesta: 'Revisamos la factura y emitimos una nota de crédito por los litros no descargados.',
        calificacion: null,
        comentario: null,
        type_id: 611,
        client_id: 20100102,
        patent: null,
        is_sf: 1,
        salesForceId: '5003k00001EmPrBAAV',
        clossing_justification: null,
        agreement_validity: null,
        agreement: null,
        fields: [
          {
            label: 'Describe tu requerimiento',
            name: 'detalle',
            type: 'text',
            element: 'textarea',
            value: 'La factura cobra 8.000 litros y se descargaron 7.960.',
          },
        ],
      },
    ],
    companyNotifications: [
      {
        id: 9201,
        companyUserId: ids.funcionario,
        status: '0',
        business_line_id: 6,
        description: 'Tu pedido de granel industrial N° 0001250100 va en ruta a la planta.',
        created_at: `${today}T${clock}:00`,
        data: { type: 'internal', section: 'granel_industrial_pedido', client_cod: '0020100101', order_number: '0001250100' },
      },
      {
        id: 9200,
        companyUserId: ids.funcionario,
        status: '1',
        business_line_id: 6,
        description: 'Tu pedido de granel industrial N° 0001250102 fue entregado.',
        created_at: at(18, '17:20'),
        data: { type: 'internal', section: 'granel_industrial_pedido', client_cod: '0020100101', order_number: '0001250102' },
      },
    ],
  };
}
