/**
 * Sign-in, session, consent, registration and campaigns (spec 1 §3, §4, §7). Sign-in is the spec's own call,
 * /login/email → { status, message, data: { token, person } }: there is no token exchange before it.
 */
import { randomBytes } from 'node:crypto';
import { companyUserView } from '../company-owned';
import {
  HttpError,
  failure,
  get,
  normalRut,
  ok,
  okMessage,
  openGet,
  openPost,
  png,
  post,
  signedPost,
  solidPng,
  type Reply,
  type Routes,
} from '../kit';
import { openSession, passwordMatches, hashPassword, type Holder, type Person, type World } from '../world';
import { passwordProblem, personView } from './profile';

const TERMS = [
  'Términos y condiciones de uso de la Sucursal Virtual.',
  '1. La Sucursal Virtual permite a los clientes consultar sus servicios de gas, pagar sus cuentas y presentar requerimientos.',
  '2. Los datos personales se tratan conforme a la Ley N° 19.628 sobre protección de la vida privada y se comparten con nuestra plataforma de atención (Salesforce) solo para gestionar tus requerimientos.',
  '3. Puedes revocar este consentimiento escribiendo a atencion@ejemplo-gas.cl o llamando al 800 20 9000.',
].join('\n\n');

/**
 * A token past its two hours, but within its refresh window, gives a new one of the same holder; the old one ends.
 * A person's token refreshes at /refresh_token only, a company user's at /company_user/refresh_token only.
 */
export function refreshed(world: World, token: string | null, kind: Holder['kind']): Reply {
  const session = token ? world.sessions.get(token) : undefined;
  if (!token || !session || session.holder.kind !== kind || session.refreshUntil < world.now().getTime())
    throw new HttpError(401, 'Unauthenticated');
  world.sessions.delete(token);
  return ok({ token: openSession(world, session.holder) });
}

export const campaignView = (campaign: { id: number; url_campain: string }) => ({
  id: campaign.id,
  data: { url_campain: campaign.url_campain },
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const routes: Routes = {
  '/login/email': openPost(({ world, payload }) => {
    const email = payload.text('email').toLowerCase();
    const password = payload.text('password');
    const person = world.persons.find((p) => p.email === email);
    if (!person || !passwordMatches(person.password, password)) return failure('Correo o contraseña inválidos.');
    if (!person.verified)
      return { status: 200, json: { status: 'error_email_verificado', message: 'Debes verificar tu correo electrónico para ingresar.' } };
    const token = openSession(world, { kind: 'person', id: person.id });
    return okMessage('Sesión iniciada correctamente.', { data: { token, person: personView(world, person) } });
  }),

  '/login/validate': openPost(({ payload }) => {
    payload.text('validate');
    return failure('El código de ingreso no es válido o ya fue utilizado.');
  }),

  '/login/google': openPost(({ payload }) => {
    payload.text('google_token');
    return failure('No fue posible validar tu cuenta de Google. Intenta más tarde.');
  }),

  '/login/facebook': openPost(() => failure('El ingreso con Facebook no está disponible.')),

  '/refresh_token': openPost(({ world, token }) => refreshed(world, token, 'person')),

  /** a company user's token gives data.person too (spec 3 §7), with the company user's fields */
  '/me': signedPost((c) => ok({ person: 'person' in c ? personView(c.world, c.person) : companyUserView(c.companyUser) })),

  '/validate_sf': get(({ person }) => ok({ hasConsentSalesForce: person.hasConsentSalesForce })),

  '/consent_sf': openGet(() => ok([{ id: 4, version: '2024-03', terminos_y_condiciones: TERMS }])),

  /** the terms are one for both populations: a company user accepts them here too */
  '/register_sf/consent': signedPost((c) => {
    ('person' in c ? c.person : c.companyUser).hasConsentSalesForce = true;
    return okMessage('Consentimiento registrado correctamente.');
  }),

  '/campains/login': openGet(({ world }) => ok({ campain: campaignView(world.loginCampaign) })),

  '/person/campains': post(({ world }) => ok({ campains: world.campaigns.map(campaignView) })),

  '/image/campain/{device}/{id}': openGet(({ world, params }) => {
    const campaign = [world.loginCampaign, ...world.campaigns].find((c) => String(c.id) === params.id);
    if (!campaign || (params.device !== 'mobile' && params.device !== 'desktop')) throw new HttpError(404, 'Not Found');
    return png(params.device === 'mobile' ? solidPng(36, 48, campaign.colour) : solidPng(96, 32, campaign.colour));
  }),

  '/register': openPost(({ world, payload }) => {
    const errors: Record<string, string[]> = {};
    const value = (name: string) => {
      const text = payload.optText(name);
      if (!text) errors[name] = ['Campo requerido'];
      return text ?? '';
    };
    const [name, last_name, email, email_confirmation, dni, password, password_confirmation, phone] = [
      'name',
      'last_name',
      'email',
      'email_confirmation',
      'dni',
      'password',
      'password_confirmation',
      'phone',
    ].map(value) as [string, string, string, string, string, string, string, string];
    const rut = dni ? normalRut(dni) : null;
    if (dni && !rut) errors.dni = ['El rut ingresado no es válido'];
    else if (rut && world.persons.some((p) => p.dni === rut)) errors.dni = ['El rut ya se encuentra registrado'];
    if (email && !EMAIL.test(email)) errors.email = ['Email debe contener . y @'];
    else if (email && world.persons.some((p) => p.email === email.toLowerCase())) errors.email = ['El email ya se encuentra registrado'];
    if (email_confirmation && email_confirmation.toLowerCase() !== email.toLowerCase())
      errors.email_confirmation = ['Emails deben ser iguales'];
    if (phone && !/^\d{9}$/.test(phone)) errors.phone = ['Teléfono debe contener 9 dígitos'];
    const problem = password ? passwordProblem(password) : null;
    if (problem) errors.password = [problem];
    if (password_confirmation && password_confirmation !== password) errors.password_confirmation = ['Contraseñas deben ser iguales'];
    if (Object.keys(errors).length) return failure('Revisa los datos ingresados.', errors);
    const person: Person = {
      id: world.next('person'),
      name,
      last_name,
      email: email.toLowerCase(),
      password: hashPassword(password),
      dni: rut!,
      phone,
      profile_picture: payload.optText('profile_picture'),
      notification_check: 1,
      second_account: false,
      seccond_email: null,
      role: 'persona',
      hasConsentSalesForce: false,
      verified: false,
      verifyToken: randomBytes(16).toString('hex'),
      telemetry_notification: 0,
      telemetry_notification_level: null,
    };
    world.persons.push(person);
    return okMessage('Te enviamos un correo para verificar tu cuenta.');
  }),

  '/verify': openPost(({ world, payload }) => {
    const code = payload.text('verify_email_token');
    const person = world.persons.find((p) => p.verifyToken === code);
    if (!person) return failure('El código de verificación no es válido o expiró.');
    person.verified = true;
    person.verifyToken = null;
    return okMessage('Email verificado correctamente');
  }),

  '/verify_again': openPost(({ world, payload }) => {
    const email = payload.text('email').toLowerCase();
    const person = world.persons.find((p) => p.email === email);
    if (!person) return failure('No encontramos una cuenta con ese correo.', { email: ['No encontramos una cuenta con ese correo.'] });
    if (person.verified) return failure('El correo ya fue verificado.', { email: ['El correo ya fue verificado.'] });
    person.verifyToken = randomBytes(16).toString('hex');
    return okMessage('Correo enviado');
  }),

  '/recover': openPost(({ world, payload }) => {
    const email = payload.text('email').toLowerCase();
    if (!world.persons.some((p) => p.email === email))
      return failure('El correo no se encuentra registrado.', { email: ['El correo no se encuentra registrado.'] });
    return okMessage('Nueva contraseña enviada');
  }),
};
