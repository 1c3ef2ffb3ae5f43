/**
 * The notification bell (spec 1 §3 Notification, §7): the person's notifications newest first, status '0' unread
 * (the spec writes it as text), data as a JSON object; opening the bell marks them read. The cylinder status check
 * (spec 2 §7) adds a notification when a cylinder order of the person changed state since the last check.
 */
import { chileDateTime, ok, okMessage, post, type Routes } from '../kit';
import { mine } from '../owned';

const seen = new WeakMap<object, Map<string, string>>();

export const routes: Routes = {
  '/housing/notification/list': post(({ world, person }) => {
    const own = world.notifications.filter((n) => n.personId === person.id).sort((a, b) => b.created_at.localeCompare(a.created_at));
    if (!own.length) return { status: 200, json: { status: 'empty' } };
    return ok(own.map(({ personId: _personId, ...notification }) => notification));
  }),

  '/housing/notification/check': post(({ world, person }) => {
    for (const notification of world.notifications) if (notification.personId === person.id) notification.status = '1';
    return okMessage('Notificaciones marcadas como leídas.');
  }),

  '/cylinder/generate_status_change_notifications': post((context) => {
    const first = context.payload.int('first_time', 0, 1) === 1;
    let states = seen.get(context.person);
    if (!states) seen.set(context.person, (states = new Map()));
    let created = 0;
    for (const client of mine(context).cylinders)
      for (const order of client.orders) {
        const before = states.get(order.orderNumber);
        states.set(order.orderNumber, order.state);
        if (first || before === undefined || before === order.state) continue;
        created++;
        context.world.notifications.push({
          id: context.world.next('notification'),
          personId: context.person.id,
          status: '0',
          business_line_id: 4,
          description: `Tu pedido de cilindros N° ${order.orderNumber} cambió a estado ${order.state}.`,
          created_at: chileDateTime(context.world.now()),
          data: { type: 'internal', section: 'cilindro_pedido', client_id: client.client_id, order_number: order.orderNumber },
        });
      }
    return ok({ created });
  }),
};
