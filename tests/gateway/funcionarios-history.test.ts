import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_PROVIDED_MESSAGE } from '../../gateway/backend/chosen-paths';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';

/** A backend without the history call (a path the project chose): that block says so, the record shows (issue 39). */
const gateway = sandboxGateway({ env: { BACKEND_PATH_FUNCIONARIO_HISTORY: 'none' } });
let admin: string;

beforeAll(async () => {
  admin = await gateway.signIn('admin@empresa.demo.cl', { company: true });
});

describe('Historial de cambios without the backend’s call', () => {
  it('fails its own block with NOT_PROVIDED, without calling it, and the funcionario’s record still shows', async () => {
    const log = catchBackendFailures();
    const limitado = gateway.backend.world.companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
    const answer = await gateway.gql<{ viewer: { company: { funcionario: { email: string }; funcionarioHistory: unknown } } }>(
      'query ($id: ID!) { viewer { company { funcionario(id: $id) { email } funcionarioHistory(id: $id) { action } } } }',
      { id: String(limitado.id) },
      admin,
    );
    expect(answer.data?.viewer.company.funcionario.email).toBe('limitado@empresa.demo.cl');
    expect(answer.data?.viewer.company.funcionarioHistory).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: NOT_PROVIDED_MESSAGE,
        path: ['viewer', 'company', 'funcionarioHistory'],
        extensions: expect.objectContaining({ reason: 'NOT_PROVIDED' }),
      }),
    ]);
    expect(gateway.sandbox.calls.get()['/company_user/history']).toBeUndefined();
    expect(log.failures).toEqual(['NOT_PROVIDED /company_user/history']);
  });

  it('the seeded history reads with the call', async () => {
    const limitado = gateway.backend.world.companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
    const history = await gateway.transport(2000).call('/company_user/history', { id: limitado.id }, { token: admin });
    expect(history.status).toBe('ok');
    expect(history.data?.map((c) => c.action).sort()).toEqual(['created', 'privileges_granted']);
  });
});
