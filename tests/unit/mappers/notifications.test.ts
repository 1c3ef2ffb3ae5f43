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

  it('reads status in any yes/no form, ids kept as text, and a notification without its id or text field by field', () => {
    const base = { id: '0007', status: 0 as const, business_line_id: '4', description: 'x', created_at: '2026-03-14T09:30:00', data: '{}' };
    expect(mapNotification(base)).toMatchObject({ id: '0007', read: false, line: 'CYLINDER', createdAt: '2026-03-14T09:30:00' });
    for (const read of [true, 1, '1']) expect(mapNotification({ ...base, status: read }).read).toBe(true);
    for (const unread of [false, 0, '0']) expect(mapNotification({ ...base, status: unread }).read).toBe(false);
    expect(mapNotification({ status: '0' } as never)).toEqual({
      id: null,
      read: false,
      line: null,
      description: null,
      createdAt: null,
      target: 'INTERNAL',
      path: null,
      url: null,
      form: [],
    });
    // data as the object itself, from a backend that does not write it as JSON text
    const external = mapNotification({ ...base, data: { type: 'external', url: 'https://x', form: { n: 5 } } as never });
    expect(external).toMatchObject({ target: 'EXTERNAL', url: 'https://x', form: [{ name: 'n', value: '5' }] });
  });
});
