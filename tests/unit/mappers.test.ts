import { describe, expect, it } from 'vitest';
import { mapNotification } from '../../gateway/mappers/notifications';
import { joinAddress, parseAmount, parseBackendDate, parseFlag } from '../../gateway/mappers/quirks';
import { mapAutogasVehicles } from '../../gateway/mappers/services';
import { mapUser } from '../../gateway/mappers/user';

describe('backend quirks', () => {
  it('reads comma decimals, thousands dots and NO DISPONIBLE', () => {
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('1.234,75')).toBe(1234.75);
    expect(parseAmount('15990')).toBe(15990);
    expect(parseAmount('NO DISPONIBLE')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount(null)).toBeNull();
  });

  it('reads DD.MM.YYYY - hh:mm dates as ISO', () => {
    expect(parseBackendDate('05.03.2026 - 14:30')).toBe('2026-03-05T14:30:00');
    expect(parseBackendDate('05-03-2026')).toBe('2026-03-05');
    expect(parseBackendDate('2026-03-05')).toBe('2026-03-05');
    expect(parseBackendDate('ayer')).toBeNull();
  });

  it("reads '0'/'1' flags", () => {
    expect(parseFlag('1')).toBe(true);
    expect(parseFlag('0')).toBe(false);
    expect(parseFlag(1)).toBe(true);
    expect(parseFlag(undefined)).toBe(false);
  });

  it('joins address parts with commas, block, depto. and piso/local/oficina', () => {
    expect(joinAddress({ street: 'Av. Providencia', number: '1234', block: 'B', dept: '502', location: '5' })).toBe(
      'Av. Providencia 1234, block B, depto. 502, piso/local/oficina 5',
    );
    expect(joinAddress({ address: 'Los Leones 20', street: 'ignored' })).toBe('Los Leones 20');
    expect(joinAddress({ street: 'Colón', number: '45', block: '', dept: null })).toBe('Colón 45');
  });
});

describe('mappers', () => {
  it('maps a backend person to the User type', () => {
    const user = mapUser({
      id: 7, name: 'Ana', last_name: 'Rojas', email: 'ana@x.cl', dni: '12345678-5', phone: '912345678', profile_picture: '',
      notification_check: 1, second_account: 0, seccond_email: null, hasdebt: true, role: '',
    });
    expect(user).toMatchObject({ id: '7', lastName: 'Rojas', rut: '12345678-5', avatarUrl: null, notificationCheck: true, hasSecondAccount: false, hasDebt: true, role: 'Persona' });
  });

  it('takes a company user role from user_type', () => {
    const user = mapUser({
      id: 1, name: 'B', last_name: 'C', email: 'b@c.cl', dni: '1-9', phone: '9', profile_picture: null,
      notification_check: 0, second_account: 0, seccond_email: null, hasdebt: false, role: 'company', user_type: 'Funcionario',
    });
    expect(user.role).toBe('Funcionario');
  });

  it('flattens autogas accounts to linked patents sorted case-insensitively', () => {
    const vehicles = mapAutogasVehicles([
      { client_id: 1, client_cod: '111', client_name: 'A', client_rut: '1-9', patents: [
        { patent: 'zz1234', conversion_contract_number: 'C1', linked: '1' },
        { patent: 'AB1234', conversion_contract_number: 'C2', linked: '0' },
      ] },
      { client_id: 2, client_cod: '222', client_name: 'A', client_rut: '1-9', patents: [{ patent: 'bc9876', conversion_contract_number: 'C3', linked: '1' }] },
    ]);
    expect(vehicles.map((v) => v.patent)).toEqual(['BC9876', 'ZZ1234']);
  });

  it('maps internal and external notifications', () => {
    const internal = mapNotification({ id: 1, status: '0', business_line_id: 4, description: 'Tu pedido va en camino', created_at: '01.02.2026 - 10:00', data: '{"type":"internal","path":"/mis-servicios/cilindro/pedidos"}' });
    expect(internal).toMatchObject({ read: false, line: 'CYLINDER', target: 'INTERNAL', path: '/mis-servicios/cilindro/pedidos', createdAt: '2026-02-01T10:00:00' });
    const external = mapNotification({ id: 2, status: '1', business_line_id: 1, description: 'Paga en línea', created_at: '01.02.2026 - 10:00', data: '{"type":"external","url":"https://pagos.example/x","form":{"cliente":"123"}}' });
    expect(external).toMatchObject({ read: true, target: 'EXTERNAL', url: 'https://pagos.example/x', form: [{ name: 'cliente', value: '123' }] });
    expect(mapNotification({ id: 3, status: '0', business_line_id: 9, description: 'x', created_at: 'raro', data: 'no json' })).toMatchObject({ target: 'INTERNAL', path: null, line: null });
  });
});
