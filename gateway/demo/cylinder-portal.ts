import type { Router } from 'express';
import express from 'express';

/**
 * The cylinder ordering portal's stand-in (spec 2 §7: a form POST to {portal}/pedidos/cilindro/info-cliente-sap-sucursal
 * with tipo_servicio EN and telefono). It shows what it was sent and takes an order: one of the signed-in user's cylinder
 * services, and how many cylinders of 05, 11, 15 and 45 kilos. 'Confirmar pedido' creates the order in the demo world
 * (placeCylinderOrderInDemo, with this browser's session), in Camino, so it shows under Pedidos and the world's clock
 * delivers it. The page runs no inline script (the CSP allows 'self' only): its script is served beside it.
 */
export const CYLINDER_PORTAL = '/demo/portal-cilindros';
const FORMATS = ['05', '11', '15', '45'];
const MAX_UNITS = 10;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page, as the portal answers the form posted to it (exported for the screen tier). */
export function portalPage(body: Record<string, unknown>): string {
  const posted = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).slice(0, 40) : '');
  const quantity = (code: string) =>
    `<label>Cilindro ${Number(code)} kg <input type="number" name="k${code}" min="0" max="${MAX_UNITS}" step="1" value="0" inputmode="numeric"></label>`;
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Portal de pedidos de cilindros</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d2b4f}th{text-align:left;padding-right:1rem}label{display:block;margin:.5rem 0}input,select,button{font:inherit}input[type=number]{width:5rem;margin-left:.5rem}button{padding:.5rem 1.5rem;margin-top:1rem}</style>
<script src="${CYLINDER_PORTAL}/portal.js" defer></script></head>
<body><p><small>Página de demostración</small></p><h1>Portal de pedidos de cilindros</h1>
<p>Aquí se abriría el portal de pedidos de cilindros. Recibió estos datos:</p>
<table><tbody><tr><th scope="row">tipo_servicio</th><td>${escapeHtml(posted('tipo_servicio'))}</td></tr><tr><th scope="row">telefono</th><td>${escapeHtml(posted('telefono'))}</td></tr></tbody></table>
<form id="pedido" hidden><h2>Tu pedido</h2><label>Dirección <select name="cliente" required></select></label>
${FORMATS.map(quantity).join('')}
<button type="submit">Confirmar pedido</button></form>
<p id="resultado" role="status"></p><p><a href="/">Volver a la Sucursal Virtual</a></p></body></html>`;
}

/** The page's script, served beside it (exported for the screen tier, which runs it over the fixture world). */
export const PORTAL_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('pedido');
  var result = document.getElementById('resultado');
  var session = null;
  try { session = JSON.parse(localStorage.getItem('session') || 'null'); } catch (e) { session = null; }
  if (!session || !session.token) { result.textContent = 'Inicia sesión en la Sucursal Virtual para hacer un pedido.'; return; }
  function gql(query, variables) {
    return fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + session.token, 'x-account-kind': 'PERSON' },
      body: JSON.stringify({ query: query, variables: variables || {} })
    }).then(function (response) { return response.json(); });
  }
  gql('{ viewer { services { cylinder { clientCode address city } } } }').then(function (answer) {
    var services = (answer && answer.data && answer.data.viewer && answer.data.viewer.services && answer.data.viewer.services.cylinder) || [];
    if (!services.length) { result.textContent = 'No tienes servicios de cilindros asociados.'; return; }
    var select = form.elements.cliente;
    services.forEach(function (s) {
      var option = document.createElement('option');
      option.value = s.clientCode;
      option.textContent = s.address + ', ' + s.city;
      select.appendChild(option);
    });
    form.hidden = false;
  }).catch(function () { result.textContent = 'No fue posible leer tus servicios.'; });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var units = ${JSON.stringify(FORMATS)}.map(function (code) {
      return { typeCode: code, quantity: Number(form.elements['k' + code].value) || 0 };
    }).filter(function (u) { return u.quantity > 0; });
    if (!units.length) { result.textContent = 'Elige al menos un cilindro.'; return; }
    form.querySelector('button').disabled = true;
    gql('mutation($c: String!, $u: [CylinderUnitInput!]!) { placeCylinderOrderInDemo(clientCode: $c, units: $u) { ok message orderNumber } }',
      { c: form.elements.cliente.value, u: units })
      .then(function (answer) {
        var placed = answer && answer.data && answer.data.placeCylinderOrderInDemo;
        if (placed && placed.ok) {
          form.hidden = true;
          result.textContent = 'Pedido N° ' + placed.orderNumber + ' ingresado. Puedes verlo en Pedidos de la Sucursal Virtual.';
        } else {
          var error = answer && answer.errors && answer.errors[0];
          result.textContent = (placed && placed.message) || (error && error.message) || 'No fue posible ingresar el pedido.';
          form.querySelector('button').disabled = false;
        }
      })
      .catch(function () { result.textContent = 'No fue posible ingresar el pedido.'; form.querySelector('button').disabled = false; });
  });
});
`;

/** The stand-in's routes (demo data only: demo-pages.ts mounts it after its own check). */
export function cylinderPortalPages(): Router {
  const router = express.Router();
  const path = `${CYLINDER_PORTAL}/pedidos/cilindro/info-cliente-sap-sucursal`;
  router.post(path, express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 }), (req, res) => {
    res.type('html').send(portalPage(req.body as Record<string, unknown>));
  });
  router.get(path, (_req, res) => void res.type('html').send(portalPage({})));
  router.get(`${CYLINDER_PORTAL}/portal.js`, (_req, res) => {
    res.type('text/javascript').set('cache-control', 'no-store').send(PORTAL_SCRIPT);
  });
  return router;
}
