/**
 * Type tests, checked by `tsc -p tsconfig.json` in `npm test`: each `@ts-expect-error` below must stay an error. If a
 * flag or a privilege became a plain string or number again, the directive would be unused and the type-check would
 * fail, so a misspelt flag or a privilege missing from machines/rules/privileges.ts never compiles silently.
 */
import type { ConfigValue } from '../../client/shared/config';
import type { RouteDeclaration, TabDeclaration } from '../../client/shared/routing';
import { PRIVILEGE, type PrivilegeId } from '../../machines/rules/privileges';

export const rightTab: TabDeclaration = {
  label: 'Pedidos',
  path: '/p',
  flag: 'granel_industrial_pedidos',
  privilege: PRIVILEGE.tanksAndOrders,
};

// @ts-expect-error a misspelt flag ('industral') is not a flag
export const misspeltTab: TabDeclaration = { label: 'Pedidos', path: '/p', flag: 'granel_industral_pedidos' };

// @ts-expect-error 1010 is not in the privilege table
export const unknownPrivilege: PrivilegeId = 1010;

export const privilegedRoute: Pick<RouteDeclaration, 'flag' | 'privilege'> = {
  flag: 'granel_industrial_detalle_deuda',
  // @ts-expect-error a route's privilege comes from the table, not a bare number
  privilege: 1001,
};

export function readsFlags(config: ConfigValue): boolean {
  // @ts-expect-error flag() takes only the names the gateway serves
  return config.flag('medidor_boleta') || config.flag('medidor_boletas');
}
