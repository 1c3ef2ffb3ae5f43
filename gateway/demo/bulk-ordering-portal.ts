import type { Router } from 'express';
import express from 'express';
import { DEMO_ORDER_LITERS } from './bulk-order-rules';

/**
 * The bulk ordering portal's stand-in (spec 2 §7; demo only): what Realizar Pedidos posted (tipo_servicio GR, the
 * client code, the address, the phone) and 'Confirmar pedido' with the litres, which places the order in the demo
 * world through the placeBulkOrderInDemo mutation with this browser's session, so it shows in Historial de Pedidos.
 * The page runs no inline script (the CSP allows 'self' only): its script is served beside it.
 */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const LABELS: Record<string, string> = {
  tipo_servicio: 'Tipo de servicio',
  codigo_cliente: 'Código de cliente',
  direccion: 'Dirección',
  telefono: 'Teléfono',
};

function portalPage(body: Record<string, unknown>): string {
  const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).slice(0, 255) : '');
  const client = field('codigo_cliente');
  const rows = Object.entries(LABELS)
    .map(([name, label]) => `<tr><th scope="row">${label}</th><td>${escapeHtml(field(name)) || '–'}</td></tr>`)
    .join('');
  const form =
    field('tipo_servicio') === 'GR' && client
      ? `<form id="pedido" data-cliente="${escapeHtml(client)}">
<label for="litros">Litros a pedir</label>
<input id="litros" name="litros" type="number" inputmode="numeric" required min="${DEMO_ORDER_LITERS.min}" max="${DEMO_ORDER_LITERS.max}" step="10" value="300" autocomplete="off">
<p><small>De ${DEMO_ORDER_LITERS.min} a ${DEMO_ORDER_LITERS.max} litros.</small></p>
<button type="submit">Confirmar pedido</button></form>`
      : '<p>Faltan los datos del cliente: vuelve a Realizar Pedidos en la Sucursal Virtual.</p>';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Portal de pedidos de granel</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d2b4f}th{text-align:left;padding-right:1rem}label{display:block;margin-top:1.5rem;font-weight:600}input{font:inherit;padding:.4rem;width:10rem}button{font:inherit;padding:.5rem 1.5rem}</style>
<script src="/demo/portal-pedidos-granel.js" defer></script></head>
<body><p><small>Página de demostración</small></p><h1>Portal de pedidos de granel</h1><p>Aquí se abriría el portal de pedidos. Recibió estos datos:</p>
<table><tbody>${rows}</tbody></table>${form}
<p id="resultado" role="status"></p><p><a href="/">Volver a la Sucursal Virtual</a></p></body></html>`;
}

const PORTAL_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('pedido');
  var result = document.getElementById('resultado');
  if (!form) return;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var session = null;
    try { session = JSON.parse(localStorage.getItem('session') || 'null'); } catch (e) { session = null; }
    if (!session || !session.token) { result.textContent = 'Inicia sesión en la Sucursal Virtual para pedir.'; return; }
    var button = form.querySelector('button');
    button.disabled = true;
    fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + session.token, 'x-account-kind': 'PERSON' },
      body: JSON.stringify({
        query: 'mutation($c: String!, $l: Int!) { placeBulkOrderInDemo(clientCode: $c, liters: $l) { ok message } }',
        variables: { c: form.dataset.cliente, l: Number(form.elements.litros.value) }
      })
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        var placed = answer && answer.data && answer.data.placeBulkOrderInDemo;
        if (placed && placed.ok) {
          result.textContent = placed.message + '. Lo verás en Historial de Pedidos de la Sucursal Virtual.';
          form.hidden = true;
          return;
        }
        var refused = (placed && placed.message) || (answer && answer.errors && answer.errors[0] && answer.errors[0].message);
        result.textContent = refused || 'No fue posible ingresar el pedido.';
        button.disabled = false;
      })
      .catch(function () { result.textContent = 'No fue posible ingresar el pedido.'; button.disabled = false; });
  });
});
`;

/** Registered by demoPages before the generic ordering stand-in, so the bulk line's post lands here. */
export function bulkOrderingPortal(router: Router): void {
  router.post(
    '/demo/portal-pedidos/pedidos/granel/info-cliente-sap-sucursal',
    express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 }),
    (req, res) => void res.type('html').send(portalPage(req.body as Record<string, unknown>)),
  );
  router.get('/demo/portal-pedidos-granel.js', (_req, res) => {
    res.type('text/javascript').set('cache-control', 'no-store').send(PORTAL_SCRIPT);
  });
}
