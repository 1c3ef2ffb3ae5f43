import { describe, expect, it } from 'vitest';
import type { BackendRequestDetail, BackendRequestRow } from '../../../gateway/backend/contract';
import { mismatches } from '../../../gateway/backend/shape';
import { requestDetailAnswerShape, requestListShape } from '../../../gateway/backend/shapes/requests';
import {
  agreementCase,
  downPaymentFields,
  listPayload,
  mapRequestDetail,
  mapRequestList,
  mapRequestTree,
} from '../../../gateway/mappers/requests';

const row = (over: Partial<BackendRequestRow> = {}): BackendRequestRow => ({
  id: 7,
  created_at: '05.03.2026 - 14:30',
  created_at_date: '2026-03-05',
  term: '2026-03-15',
  status: 'Abierto',
  request_type_name: 'Solicitud de lectura',
  bussines_lines_id: 1,
  bussines_lines_name: 'Medidor',
  request_categories_id: 3,
  request_types_id: 11,
  is_sf: 1,
  ...over,
});

const detail = (over: Partial<BackendRequestDetail> = {}): BackendRequestDetail => ({
  ...row(),
  request_type: { name: 'Convenio de pago' },
  respuesta: 'Atendido',
  calificacion: null,
  data: [],
  patent: null,
  clossing_justification: null,
  agreement_validity: null,
  agreement: null,
  ...over,
});

const agreement = (status: string) => ({ current_debt: '184500', down_payment: 36900, payments: '12', status, meter_contract_id: '900' });

describe('requests mappers', () => {
  it('reads samples that have the shapes `npm run contract:check` holds a backend to', () => {
    expect(mismatches(requestListShape, { status: 'ok', data: [row()] })).toEqual([]);
    expect(mismatches(requestDetailAnswerShape, { status: 'ok', data: detail({ agreement: agreement('CREADO SAP') }) })).toEqual([]);
    // is_sf in any yes/no form, ids as text or numbers, ISO dates: what the spec allows fits
    expect(
      mismatches(requestListShape, { status: 'ok', data: [row({ is_sf: true, id: '000123', created_at: '2026-03-14T09:30:00' })] }),
    ).toEqual([]);
    expect(mismatches(requestListShape, { status: 'ok', data: [row({ is_sf: 'quizás' })] })).toEqual([
      { at: 'data[0].is_sf', expected: "sí/no (true/false, 0/1, '0'/'1')", got: 'string "quizás"' },
    ]);
  });

  it('sends only the filters that are set, ids as numbers', () => {
    expect(listPayload({})).toEqual({});
    expect(listPayload({ from: '2026-01-01', to: '2026-02-01', serviceId: '1', categoryId: '3', typeId: '11' })).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-02-01',
      business_line_id: 1,
      request_category_id: 3,
      request_type_id: 11,
    });
    expect(listPayload({ serviceId: '', typeId: null })).toEqual({});
  });

  it('maps rows with the backend dates as ISO, newest first; empty is no rows', () => {
    const list = mapRequestList({
      status: 'ok',
      data: [row({ id: 1 }), row({ id: 2, created_at: '06.03.2026 - 09:05', is_sf: 0, bussines_lines_id: 7, status: ' Cerrado ' })],
    });
    expect(list.map((r) => r.id)).toEqual(['2', '1']);
    expect(list[0]).toMatchObject({ createdAt: '2026-03-06T09:05:00', isSalesforce: false, line: 'ELECTRICITY', status: 'Cerrado' });
    expect(list[1]).toMatchObject({ createdAt: '2026-03-05T14:30:00', lineName: 'Medidor', typeName: 'Solicitud de lectura' });
    expect(mapRequestList({ status: 'empty' })).toEqual([]);
  });

  it('maps the tree: services, categories, types', () => {
    expect(
      mapRequestTree({
        status: 'ok',
        data: [
          {
            id: 1,
            servicio: 'Medidor',
            categorias: [{ id: 3, categoria: 'Lectura', tipos_solicitudes: [{ id: 11, tipo_solicitud: 'Solicitud' }] }],
          },
        ],
      }),
    ).toEqual([{ id: '1', name: 'Medidor', categories: [{ id: '3', name: 'Lectura', types: [{ id: '11', name: 'Solicitud' }] }] }]);
  });

  it('lets Cerrado without a rating be rated, whatever its case or accents', () => {
    expect(mapRequestDetail(detail({ status: 'Cerrado' })).canRate).toBe(true);
    expect(mapRequestDetail(detail({ status: 'CERRADO ' })).canRate).toBe(true);
    expect(mapRequestDetail(detail({ status: 'Cerrado', calificacion: '4' }))).toMatchObject({ canRate: false, rating: 4 });
    expect(mapRequestDetail(detail({ status: 'En proceso' })).canRate).toBe(false);
  });

  it('shows the response only for a term on or after 2020-09-01', () => {
    expect(mapRequestDetail(detail({ term: '2020-08-31' })).response).toBeNull();
    expect(mapRequestDetail(detail({ term: '01.09.2020' })).response).toBe('Atendido');
    expect(mapRequestDetail(detail({ term: '' })).response).toBeNull();
  });

  it('hides file fields of requests created 2020-04-14 to 2020-06-23, and joins lists with commas', () => {
    const data = [
      { label: 'Descripción', name: 'descripcion', type: 'text', value: 'Hola' },
      { label: 'Horario', name: 'horario', type: 'checkbox', value: ['Mañana', 'Tarde'] },
      { label: 'Foto', name: 'foto', type: 'file', value: null, file_name: 'foto.png' },
    ];
    const at = (created: string) => mapRequestDetail(detail({ data, created_at: created })).fields;
    expect(at('14.04.2020 - 00:10').map((f) => f.name)).toEqual(['descripcion', 'horario']);
    expect(at('23.06.2020 - 23:50').map((f) => f.name)).toEqual(['descripcion', 'horario']);
    expect(at('13.04.2020 - 23:59').map((f) => f.name)).toEqual(['descripcion', 'horario', 'foto']);
    const fields = at('24.06.2020 - 00:00');
    expect(fields[1]).toEqual({ name: 'horario', label: 'Horario', value: 'Mañana, Tarde', fileName: null });
    expect(fields[2]).toEqual({ name: 'foto', label: 'Foto', value: null, fileName: 'foto.png' });
  });

  it('maps each agreement case of a closed request (spec 1 §4)', () => {
    const closed = (justification: string | null, status: string | null) => ({
      status: 'Cerrado',
      clossing_justification: justification,
      agreement: status ? agreement(status) : null,
    });
    expect(agreementCase(closed('Z0000001', 'Pagado'))).toBe('DOWN_PAYMENT_REGISTERED');
    for (const status of ['Pendiente creación SAP', 'Error anulación', 'Creado SAP', 'Anulado', 'PENDIENTE CREACION SAP'])
      expect(agreementCase(closed('Z0000001', status))).toBe('APPROVED');
    expect(agreementCase(closed('Z0000003', null))).toBe('REJECTED');
    expect(agreementCase(closed('Z0000001', 'Pendiente aprobación'))).toBeNull();
    expect(agreementCase(closed('Z0000001', null))).toBeNull();
    expect(agreementCase(closed(null, 'Pagado'))).toBeNull();
    expect(agreementCase({ ...closed('Z0000001', 'Anulado'), status: 'En proceso' })).toBeNull();
  });

  it('gives the agreement its amounts (as text, comma decimals), balance and validity', () => {
    const approved = mapRequestDetail(
      detail({
        status: 'Cerrado',
        clossing_justification: 'Z0000001',
        agreement_validity: '10.12.2026',
        agreement: { ...agreement('Creado SAP'), down_payment: '36.900,50' },
      }),
    ).agreement;
    expect(approved).toEqual({
      case: 'APPROVED',
      validUntil: '2026-12-10',
      currentDebt: 184500,
      downPayment: 36900.5,
      payments: 12,
      balance: 147599.5,
      response: null,
    });
    const rejected = mapRequestDetail(detail({ status: 'Cerrado', clossing_justification: 'Z0000003', respuesta: 'No cumple' })).agreement;
    expect(rejected).toMatchObject({ case: 'REJECTED', response: 'No cumple', currentDebt: null, balance: null });
  });

  it('builds the payment portal form with pie=true and the way back', () => {
    expect(downPaymentFields({ clientCode: '900', email: 'a@b.cl', phone: '912345678', returnPath: '/requerimientos/7' })).toEqual([
      { name: 'codCliente', value: '900' },
      { name: 'email', value: 'a@b.cl' },
      { name: 'movil', value: '912345678' },
      { name: 'pie', value: 'true' },
      { name: 'urlRetorno', value: '/requerimientos/7' },
    ]);
  });

  it('reads rows in the forms the spec allows, keeps leading zeros, and lists a row without its id without a link (issue 37)', () => {
    const list = mapRequestList({
      status: 'ok',
      data: [
        row({ id: '000123', created_at: '2026-03-14T09:30:00', is_sf: true, bussines_lines_id: '1' }),
        { ...row({ created_at: '14-03-2026 08:00', is_sf: '0' }), id: undefined },
        { created_at_date: '14.03.2026' },
      ],
    });
    expect(list.map((r) => [r.id, r.createdAt, r.isSalesforce, r.line])).toEqual([
      ['000123', '2026-03-14T09:30:00', true, 'METER'],
      [null, '2026-03-14T08:00:00', false, 'METER'],
      [null, '2026-03-14', true, null],
    ]);
    expect(list[2]).toMatchObject({ lineName: null, typeName: null, status: null });
    expect(JSON.stringify(list)).not.toContain('undefined');
  });

  it('fails the list alone on a data that is not a list, and leaves out tree items without their id', () => {
    expect(() => mapRequestList({ status: 'ok', data: { rows: [] } })).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ reason: 'MALFORMED' }) }),
    );
    expect(
      mapRequestTree({
        status: 'ok',
        data: [
          {
            id: '01',
            servicio: 'Medidor',
            categorias: [
              { categoria: 'sin id', tipos_solicitudes: [] },
              { id: 3, tipos_solicitudes: [{ id: 11 }] },
            ],
          },
        ],
      } as never),
    ).toEqual([{ id: '01', name: 'Medidor', categories: [{ id: '3', name: null, types: [{ id: '11', name: null }] }] }]);
  });

  it('reads a detail without its id as the request it was asked for, figures and dates in any form', () => {
    const { id: _id, ...idless } = detail({ calificacion: '4', term: '15.03.2026', created_at: '2026-03-05T14:30:00', is_sf: false });
    expect(mapRequestDetail(idless, { id: '000123', isSalesforce: true })).toMatchObject({
      id: '000123',
      isSalesforce: false,
      createdAt: '2026-03-05T14:30:00',
      term: '2026-03-15',
      rating: 4,
    });
  });
});
