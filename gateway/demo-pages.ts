import type { Router } from 'express';
import express from 'express';
import type { GatewayConfig } from './config';
import { bulkOrderingPortal } from './demo/bulk-ordering-portal';
import { cylinderPortalPages } from './demo/cylinder-portal';

/**
 * Stand-ins for the external pages (tutorial, chat, company registration form, campaign landing pages,
 * social networks) so a demo runs with no outside network. A real deployment sets their URLs in the environment.
 */
const titles: Record<string, string> = {
  tutorial: 'Tutorial de la Sucursal Virtual',
  chat: 'Chat con un ejecutivo',
  'registro-empresas': 'Formulario de creación de cuenta para empresas',
};

function page(title: string, body: string): string {
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d2b4f}</style></head>
<body><p><small>Página de demostración</small></p><h1>${escape(title)}</h1><p>${escape(body)}</p><p><a href="/" target="_top">Volver a la Sucursal Virtual</a></p></body></html>`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text fields a form posted, names and values cut to size. */
const postedFields = (body: Record<string, unknown>) =>
  Object.entries(body)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => [name.slice(0, 40), value.slice(0, 255)] as const);

/** The posted fields as table rows, escaped. */
const postedRows = (fields: ReturnType<typeof postedFields>) =>
  fields.map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`).join('') ||
  '<tr><td>Sin datos</td></tr>';

/** A stand-in that shows the fields a form posted to it. */
function formPage(title: string, intro: string, body: Record<string, unknown>): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d2b4f}th{text-align:left;padding-right:1rem}</style></head>
<body><p><small>Página de demostración</small></p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>
<table><tbody>${postedRows(postedFields(body))}</tbody></table><p><a href="/">Volver a la Sucursal Virtual</a></p></body></html>`;
}

/**
 * The payment portal's stand-in: what it was sent, and 'Pagar', which pays in the demo world with the signed-in
 * session of this browser: the meter's bills (payMeterDebtInDemo), or, when it was sent documents (residential
 * bulk's Detalle de Deuda), those documents (payBulkDebtInDemo); posted to its electricity address (Suministro
 * Eléctrico's 'Pagar Cuenta'), the electricity contract's debt (payElectricityDebtInDemo, as a company user). The debt screens and the menu's debt modal then
 * change as they would after the real portal. The page runs no inline script (the CSP allows 'self' only): its
 * script is served beside it.
 */
function portalPage(body: Record<string, unknown>, line: 'gas' | 'electricidad' = 'gas'): string {
  const escape = escapeHtml;
  const fields = postedFields(body);
  const client = fields.find(([name]) => name === 'codCliente')?.[1] ?? '';
  const documents = fields.find(([name]) => name === 'documentos')?.[1];
  const rows = postedRows(fields);
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Portal de Pagos</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d2b4f}th{text-align:left;padding-right:1rem}button{font:inherit;padding:.5rem 1.5rem;margin-top:1rem}</style>
<script src="/demo/portal-pagos.js" defer></script></head>
<body><p><small>Página de demostración</small></p><h1>Portal de Pagos</h1><p>Aquí se abriría el portal de pagos externo. Recibió estos datos:</p>
<table><tbody>${rows}</tbody></table>
${client ? `<form id="pagar" data-cliente="${escape(client)}"${line === 'electricidad' ? ' data-linea="electricidad"' : ''}${documents ? ` data-documentos="${escape(documents)}"` : ''}><button type="submit">Pagar</button></form>` : ''}
<p id="resultado" role="status"></p><p><a href="/">Volver a la Sucursal Virtual</a></p></body></html>`;
}

const PORTAL_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('pagar');
  var result = document.getElementById('resultado');
  if (!form) return;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var session = null;
    try { session = JSON.parse(localStorage.getItem('session') || 'null'); } catch (e) { session = null; }
    if (!session || !session.token) { result.textContent = 'Inicia sesión en la Sucursal Virtual para pagar.'; return; }
    form.querySelector('button').disabled = true;
    var documents = form.dataset.documentos;
    var kind = 'PERSON';
    var request = form.dataset.linea === 'electricidad'
      ? (kind = 'COMPANY', { field: 'payElectricityDebtInDemo', query: 'mutation($c: String!) { payElectricityDebtInDemo(clientCode: $c) { ok message } }', variables: { c: form.dataset.cliente } })
      : documents
      ? { field: 'payBulkDebtInDemo', query: 'mutation($c: String!, $d: [String!]!) { payBulkDebtInDemo(clientCode: $c, billNumbers: $d) { ok message } }', variables: { c: form.dataset.cliente, d: documents.split('|') } }
      : { field: 'payMeterDebtInDemo', query: 'mutation($c: String!) { payMeterDebtInDemo(contractCode: $c) { ok message } }', variables: { c: form.dataset.cliente } };
    fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + session.token, 'x-account-kind': kind },
      body: JSON.stringify({ query: request.query, variables: request.variables })
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        var paid = answer && answer.data && answer.data[request.field];
        result.textContent = paid && paid.ok
          ? 'Pago realizado. Ya puedes volver a la Sucursal Virtual.'
          : (paid && paid.message) || 'No fue posible registrar el pago.';
        if (!(paid && paid.ok)) form.querySelector('button').disabled = false;
      })
      .catch(function () { result.textContent = 'No fue posible registrar el pago.'; form.querySelector('button').disabled = false; });
  });
});
`;

/**
 * With demo data: the stand-in pages. Against a real backend none of it exists: /demo/… answers 404 rather than
 * the SPA. (The demo mailbox's browser id is given on /graphql: server.ts, demo-browser.ts.)
 */
export function demoPages(config: GatewayConfig): Router {
  const router = express.Router();
  if (config.dataSource !== 'fixtures') {
    router.use('/demo', (_req, res) => void res.status(404).type('text').send('No encontrado'));
    router.use('/flujos', (_req, res) => void res.status(404).type('text').send('No encontrado'));
    return router;
  }
  router.use(cylinderPortalPages());
  router.get('/demo/campana/:id', (req, res) => {
    res.type('html').send(page(`Campaña ${req.params.id}`, 'Aquí se abriría la página de la campaña.'));
  });
  router.get('/demo/social/:name', (req, res) => {
    res.type('html').send(page(`Redes sociales: ${req.params.name}`, 'Aquí se abriría la red social de la empresa.'));
  });
  router.get('/demo/info/:topic', (req, res) => {
    res
      .type('html')
      .send(page(`Información de interés: ${req.params.topic}`, 'Aquí se abriría la página informativa del sitio de la empresa.'));
  });
  router.get('/demo/portal-pagos', (_req, res) => {
    res.type('html').send(page('Portal de Pagos', 'Aquí se abriría el portal de pagos externo.'));
  });
  router.post('/demo/portal-pagos', express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 }), (req, res) => {
    res.type('html').send(portalPage(req.body as Record<string, unknown>));
  });
  router.post('/demo/portal-pagos/electricidad', express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 }), (req, res) => {
    res.type('html').send(portalPage(req.body as Record<string, unknown>, 'electricidad'));
  });
  router.get('/demo/portal-pagos.js', (_req, res) => {
    res.type('text/javascript').set('cache-control', 'no-store').send(PORTAL_SCRIPT);
  });
  bulkOrderingPortal(router);
  // the ordering portals (spec 2 §7): what an order would start with
  router.post(
    '/demo/portal-pedidos/pedidos/:line/info-cliente-sap-sucursal',
    express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 }),
    (req, res) => {
      const line = req.params.line === 'granel' ? 'granel' : 'cilindro';
      res
        .type('html')
        .send(
          formPage(
            `Portal de pedidos de ${line}`,
            'Aquí se abriría el portal de pedidos. Recibió estos datos:',
            req.body as Record<string, unknown>,
          ),
        );
    },
  );
  router.get('/demo/seguimiento', (req, res) => {
    const order = typeof req.query.pedido === 'string' ? req.query.pedido : '';
    res.type('html').send(page(`Seguimiento del pedido ${order}`, 'Aquí se mostraría el estado del pedido en el portal de seguimiento.'));
  });
  router.get('/demo/:page', (req, res, next) => {
    const title = titles[req.params.page];
    if (!title) return next();
    res.type('html').send(page(title, 'En producción esta página es externa a la Sucursal Virtual.'));
  });
  return router;
}
