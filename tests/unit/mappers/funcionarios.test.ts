import { describe, expect, it } from 'vitest';
import {
  formPayload,
  hasAny,
  mapClientDetail,
  mapFuncionario,
  mapFuncionarioChange,
  mapFuncionarioSearch,
  mapRutCheck,
  readPrivileges,
} from '../../../gateway/mappers/funcionarios';
import { cleanGrants, funcionarioErrors, grantErrors, searchErrors, SEARCH_TERM_REQUIRED } from '../../../machines/rules/funcionario-rules';

/** The Administrador's answers read in every form the spec allows (issue 39). */
describe('funcionario mappers', () => {
  it('reads privilege lists as numbers, text or a JSON list', () => {
    expect(readPrivileges([1002, '1003'])).toEqual([1002, 1003]);
    expect(readPrivileges('[1002,1005]')).toEqual([1002, 1005]);
    expect(readPrivileges('1002, 1005')).toEqual([1002, 1005]);
    expect(readPrivileges(null)).toEqual([]);
  });

  it('reads contacts as a list, a count or a yes/no', () => {
    expect([hasAny(['x']), hasAny([]), hasAny(2), hasAny('0'), hasAny(true), hasAny(undefined)]).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('maps search rows, leaving out one without id; status and can_delete in any form', () => {
    const search = mapFuncionarioSearch({
      status: 'ok',
      data: [{ id: '7', name: 'Ana', status: 1, can_delete: 'true' }, { id: '' } as never, { id: 8, status: '0', can_delete: null }],
    });
    expect(search.rows.map((r) => [r.id, r.enabled, r.canDelete, r.rut])).toEqual([
      ['7', true, true, null],
      ['8', false, false, null],
    ]);
    expect(mapFuncionarioSearch({ status: 'empty', message: 'Sin resultados' }).emptyMessage).toBe('Sin resultados');
  });

  it('maps a record: the client code from {product}_client_id, privileges from client_codes or the pivot', () => {
    const user = mapFuncionario({
      id: 5,
      name: 'Ana',
      status: '1',
      sap_clients: [
        { id: 10, industrial_client_id: '0012', industrial_contract_id: '99', business_line_id: '6', pivot: { privileges: '[1002]' } },
        { id: 11, client_cod: '77', business_line_id: 7, pivot: { privileges: [3001] }, merchandise_recipients: [] },
      ],
      client_codes: { 10: [1002, 1005] },
    })!;
    expect(user.clients).toEqual([
      expect.objectContaining({ id: '10', clientCode: '0012', contractCode: '99', line: 'INDUSTRIAL_BULK', privileges: [1002, 1005] }),
      expect.objectContaining({ id: '11', clientCode: '77', line: 'ELECTRICITY', privileges: [3001], hasMerchandiseRecipients: false }),
    ]);
    expect(mapFuncionario({ id: '' } as never)).toBeNull();
  });

  it('maps the RUT check: reserved with message_1/message_2, a person, a disabled funcionario', () => {
    expect(
      mapRutCheck({ status: 'error', errors: { dni: ['Reservado'] }, show_modal: '1', message_1: 'Uno', message_2: 'Dos' }),
    ).toMatchObject({
      available: false,
      message: 'Reservado',
      reserved: { title: 'Funcionario reservado', messages: ['Uno', 'Dos'] },
    });
    expect(mapRutCheck({ status: 'ok', data: { name: 'Ana', origin: 'persona' } })).toMatchObject({
      origin: 'PERSON',
      lockedFields: ['rut', 'name', 'lastName'],
    });
    expect(mapRutCheck({ status: 'ok', origin: 'company_users', data: { name: 'Ana' } }).lockedFields).toHaveLength(5);
    expect(mapRutCheck({ status: 'ok' })).toMatchObject({ origin: 'NEW', person: null });
  });

  it('maps the client detail: privileges from the text when no list came, the grid by their line', () => {
    const detail = mapClientDetail(
      {
        status: 'ok',
        data: { client_cod: '1', company_users: [{ company_user_id: 3, privileges_string: 'Telemetría, Cuenta corriente' }] },
      },
      'vacío',
    );
    expect(detail.funcionarios[0]?.privileges).toEqual([1004, 1005]);
    expect(detail.line).toBe('INDUSTRIAL_BULK');
    expect(detail.privileges).toHaveLength(8);
    expect(mapClientDetail({ status: 'ok', data: { company_users: [] } }, 'vacío')).toMatchObject({
      emptyMessage: 'vacío',
      privileges: [],
    });
  });

  it('maps a change, an unknown action as OTHER', () => {
    expect(
      mapFuncionarioChange({ created_at: '14.03.2026 - 09:30', action: 'privileges_removed', client_cod: '9', privileges: [1005] }),
    ).toMatchObject({
      at: '2026-03-14T09:30:00',
      action: 'PRIVILEGES_REMOVED',
      summary: 'Privilegios quitados en el cliente 9: Telemetría',
    });
    expect(mapFuncionarioChange({ created_at: 'x', action: 'merged' })).toMatchObject({
      at: null,
      action: 'OTHER',
      summary: 'Cambio: merged',
    });
  });

  it('tolerates an error on client_codes alone when asked to', () => {
    const answer = { status: 'error', errors: { client_codes: ['Debes activar al menos un privilegio'] } };
    expect(formPayload(answer, { ok: null, failed: null }, ['client_codes'])).toEqual({ ok: true, message: null, fieldErrors: [] });
    expect(
      formPayload({ ...answer, errors: { ...answer.errors, last_name: ['Requerido'] } }, { ok: null, failed: null }, ['client_codes']),
    ).toEqual({
      ok: false,
      message: null,
      fieldErrors: [{ field: 'lastName', message: 'Requerido' }],
    });
    expect(formPayload(answer, { ok: 'bien', failed: 'mal' }).fieldErrors).toEqual([
      { field: 'grants', message: 'Debes activar al menos un privilegio' },
    ]);
  });
});

describe('funcionario rules', () => {
  it('needs a search term for types 1-3', () => {
    expect(searchErrors(1, '  ')).toEqual([{ field: 'value', message: SEARCH_TERM_REQUIRED }]);
    expect(searchErrors(3, 'ana')).toEqual([]);
    // type 4 without a company is every company's list
    expect(searchErrors(4, '')).toEqual([]);
  });

  it('checks the personal data', () => {
    expect(funcionarioErrors({ dni: '12345678-5', name: 'A', last_name: 'B', email: 'a@b.cl', phone: '912345678' })).toEqual([]);
    expect(funcionarioErrors({ dni: '12345678-4', name: ' ', last_name: 'B', email: 'ab.cl', phone: '9123' }).map((e) => e.field)).toEqual([
      'name',
      'dni',
      'email',
      'phone',
    ]);
  });

  it('grants only privileges of the client’s line, on its own clients, at least one', () => {
    const clients = [{ id: '1', line: 6 }];
    expect(grantErrors({ 1: [1002] }, clients, true)).toEqual([]);
    expect(grantErrors({ 1: [2001] }, clients, true)[0]?.message).toBe('El privilegio no corresponde a la línea de negocio del cliente');
    expect(grantErrors({ 2: [1002] }, clients, true)[0]?.message).toBe('El cliente no pertenece a tus empresas');
    expect(grantErrors({}, clients, true)[0]?.message).toBe('Debes activar al menos un privilegio');
    expect(cleanGrants({ 1: [1005, 1002, 1005], 2: [] })).toEqual({ 1: [1002, 1005] });
  });
});
