import { describe, expect, it } from 'vitest';
import { mapNotification } from '../../../gateway/mappers/notifications';

describe('mapNotification', () => {
  it('maps internal and external notifications', () => {
    const internal = mapNotification({
      id: 1,
      status: '0',
      business_line_id: 4,
      description: 'Tu pedido va en camino',
      created_at: '01.02.2026 - 10:00',
      data: '{"type":"internal","path":"/mis-servicios/cilindro/pedidos"}',
    });
    expect(internal).toMatchObject({
      read: false,
      line: 'CYLINDER',
      target: 'INTERNAL',
      path: '/mis-servicios/cilindro/pedidos',
      createdAt: '2026-02-01T10:00:00',
    });
    const external = mapNotification({
      id: 2,
      status: '1',
      business_line_id: 1,
      description: 'Paga en línea',
      created_at: '01.02.2026 - 10:00',
      data: '{"type":"external","url":"https://pagos.example/x","form":{"cliente":"123"}}',
    });
    expect(external).toMatchObject({
      read: true,
      target: 'EXTERNAL',
      url: 'https://pagos.example/x',
      form: [{ name: 'cliente', value: '123' }],
    });
    expect(
      mapNotification({ id: 3, status: '0', business_line_id: 9, description: 'x', created_at: 'raro', data: 'no json' }),
    ).toMatchObject({ target: 'INTERNAL', path: null, line: null });
  });
});
