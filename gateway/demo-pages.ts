import type { Router } from 'express';
import express from 'express';
import type { GatewayConfig } from './config';

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
<body><p><small>Página de demostración</small></p><h1>${escape(title)}</h1><p>${escape(body)}</p><p><a href="/">Volver a la Sucursal Virtual</a></p></body></html>`;
}

/**
 * With demo data: the stand-in pages. Against a real backend none of it exists: /demo/… answers 404 rather than
 * the SPA. (The demo mailbox's browser id is given on /graphql: server.ts, demo-browser.ts.)
 */
export function demoPages(config: GatewayConfig): Router {
  const router = express.Router();
  if (config.dataSource !== 'fixtures') {
    router.use('/demo', (_req, res) => void res.status(404).type('text').send('No encontrado'));
    return router;
  }
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
  router.post('/demo/portal-pagos', express.urlencoded({ extended: false }), (_req, res) => {
    res.type('html').send(page('Portal de Pagos', 'Aquí se abriría el portal de pagos externo con los datos enviados.'));
  });
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
