/**
 * The company user's sign-in, session, campaigns, profile and bell (spec 1 §4, §6, §7; spec 3 §4): the person's calls
 * under /company_user. Sign-in answers { status, message, token, user_type, data: { company_user } }: spec 1 §7 puts
 * data. before company_user alone. A user of no company gets status error with the notice spec 1 §8 names.
 */
import { companiesOf, companyUserView } from '../company-owned';
import { companyGet, companyPost, failure, forbidden, ok, okMessage, openPost, type Routes } from '../kit';
import { openSession, passwordMatches } from '../world';
import { applyProfile, profileForm } from './profile';
import { campaignView, refreshed } from './session';

export const NO_COMPANIES = 'Cuenta sin empresas asociadas';

export const routes: Routes = {
  '/company_user/login': openPost(({ world, payload }) => {
    const email = payload.text('email').toLowerCase();
    const password = payload.text('password');
    const user = world.companyUsers.find((u) => u.email === email);
    if (!user || !passwordMatches(user.password, password)) return failure('Correo o contraseña inválidos.');
    if (user.status !== '1')
      return {
        status: 200,
        json: { status: 'error_cuenta_deshabilitada', message: 'Cuenta deshabilitada. Contacta a servicio al cliente.' },
      };
    if (!companiesOf(world, user).length) return failure(NO_COMPANIES);
    const token = openSession(world, { kind: 'company', id: user.id });
    return ok({ company_user: companyUserView(user) }, { message: 'Sesión iniciada correctamente.', token, user_type: user.user_type });
  }),

  '/company_user/login/validate': openPost(({ payload }) => {
    payload.text('validate');
    return failure('El código de ingreso no es válido o ya fue utilizado.');
  }),

  '/company_user/refresh_token': openPost(({ world, token }) => refreshed(world, token, 'company')),

  '/company_user/validate_sf': companyGet(({ companyUser }) => ok({ hasConsentSalesForce: companyUser.hasConsentSalesForce })),

  '/company_user/recover': openPost(({ world, payload }) => {
    const email = payload.text('email').toLowerCase();
    if (!world.companyUsers.some((u) => u.email === email))
      return failure('El correo no se encuentra registrado.', { email: ['El correo no se encuentra registrado.'] });
    return okMessage('Nueva contraseña enviada');
  }),

  '/company_user/campains': companyPost(({ world }) => ok({ campains: world.campaigns.map(campaignView) })),

  '/company_user/profile/get': companyPost(({ payload, companyUser }) => {
    if (payload.int('id') !== companyUser.id) throw forbidden('este perfil');
    return ok({ company_user: companyUserView(companyUser) });
  }),

  '/company_user/profile/update': companyPost(({ payload, companyUser }) => {
    if (payload.int('id') !== companyUser.id) throw forbidden('este perfil');
    const form = profileForm(payload);
    if ('errors' in form) return failure('Revisa los datos ingresados.', form.errors);
    applyProfile(companyUser, form);
    return okMessage('Datos actualizados correctamente', { data: { company_user: companyUserView(companyUser) } });
  }),

  '/company_user/notification/list': companyPost(({ world, companyUser }) => {
    const own = world.companyNotifications
      .filter((n) => n.companyUserId === companyUser.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    if (!own.length) return { status: 200, json: { status: 'empty' } };
    return ok(own.map(({ companyUserId: _companyUserId, ...notification }) => notification));
  }),

  '/company_user/notification/check': companyPost(({ world, companyUser }) => {
    for (const notification of world.companyNotifications) if (notification.companyUserId === companyUser.id) notification.status = '1';
    return okMessage('Notificaciones marcadas como leídas.');
  }),
};
