import { navigationHint } from '../../shared/navigation-hint';

/** Per client, the commune Precios names (`commune`, checked by the gateway beside its list of services). */
const communes = navigationHint<string | null>();

/** The service's city as the client holds it, fixed by the first of the navigation to ask (its prefetch or the screen). */
export const communeHint = (clientCode: string, city: string | null | undefined): string | null =>
  communes.fix(clientCode, city?.trim() || null);
