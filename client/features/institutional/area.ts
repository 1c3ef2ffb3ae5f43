import { PRIVILEGE } from '../../../machines/rules/privileges';
import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import { companyAreaRoute, type FeatureDeclaration } from '../../shared/routing';

const InstitutionalHome = lazyScreen(() => import('./InstitutionalHome'));
const QuotePage = lazyScreen(() => import('./QuotePage'));
const QuotesPage = lazyScreen(() => import('./QuotesPage'));
const QuoteDetailPage = lazyScreen(() => import('./QuoteDetailPage'));
const AccountPage = lazyScreen(() => import('./AccountPage'));
const DocumentPage = lazyScreen(() => import('./DocumentPage'));

const route = companyAreaRoute;
const { institutional } = paths;

/**
 * Envasado Institucional for company users (spec 3 §2), on the person's Cilindro paths: each tab behind its
 * `envasado_institucional_*` flag and its privilege on the selected client (2001 quotes, 2002 the account). Unknown
 * paths fall to /mis-servicios, as every signed-in path does.
 */
export const institutionalArea: FeatureDeclaration = {
  name: 'institutional',
  routes: [
    route(paths.cylinder.root, 'Envasado Institucional', 'envasado_institucional_menu', undefined, InstitutionalHome),
    route(institutional.quote, 'Cotizar Pedido', 'envasado_institucional_cotizar_pedido', PRIVILEGE.institutionalQuote, QuotePage),
    route(institutional.quotes, 'Cotizaciones', 'envasado_institucional_cotizaciones', PRIVILEGE.institutionalQuote, QuotesPage),
    route(
      institutional.quoteDetail,
      'Detalle de la cotización',
      'envasado_institucional_cotizaciones',
      PRIVILEGE.institutionalQuote,
      QuoteDetailPage,
    ),
    route(
      institutional.account,
      'Cuenta Corriente',
      'envasado_institucional_cuenta_corriente',
      PRIVILEGE.institutionalAccount,
      AccountPage,
    ),
    route(
      institutional.document,
      'Detalle del documento',
      'envasado_institucional_cuenta_corriente',
      PRIVILEGE.institutionalAccount,
      DocumentPage,
    ),
  ],
};
