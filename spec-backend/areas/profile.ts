/**
 * The person and their profile (spec 1 §3 Person, §7 /person/profile/get and /update; spec 2 §3 User). The person
 * view is shared with sign-in and /me, so every call shows the same fields.
 */
import { failure, forbidden, okMessage, ok, post, type Payload, type Routes } from '../kit';
import { hashPassword, type Person, type World } from '../world';

/** Whether any linked meter has a bill still unpaid. */
function hasDebt(world: World, person: Person): boolean {
  const links = world.links.get(person.id);
  return world.meters.some((meter) => links?.meter.has(meter.contract_cod) && meter.bills.some((bill) => !bill.paid));
}

export function personView(world: World, person: Person) {
  return {
    id: person.id,
    name: person.name,
    last_name: person.last_name,
    email: person.email,
    dni: person.dni,
    phone: person.phone,
    profile_picture: person.profile_picture,
    notification_check: person.notification_check,
    second_account: person.second_account,
    seccond_email: person.seccond_email,
    hasdebt: hasDebt(world, person),
    role: person.role,
    telemetry_notification: person.telemetry_notification,
    telemetry_notification_level: person.telemetry_notification_level,
  };
}

/** The password hint of spec 1 §5, enforced here: 12 characters with lower and upper case, a digit and a sign. */
export function passwordProblem(password: string): string | null {
  if (password.length < 12) return 'La contraseña debe tener al menos 12 caracteres.';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password))
    return 'La contraseña debe tener minúsculas, mayúsculas, números y caracteres especiales.';
  return null;
}

export interface ProfileForm {
  name: string;
  last_name: string;
  phone: string;
  password: string | null;
  notification_check: number | null;
}

/** The profile form of spec 1 §5 (the person's and the company user's are the same): its values, or its errors. */
export function profileForm(payload: Payload): ProfileForm | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const name = payload.optText('name');
  const last_name = payload.optText('last_name');
  const phone = payload.optText('phone');
  if (!name) errors.name = ['Campo requerido'];
  if (!last_name) errors.last_name = ['Campo requerido'];
  if (!phone) errors.phone = ['Campo requerido'];
  else if (!/^\d{9}$/.test(phone)) errors.phone = ['Teléfono debe contener 9 dígitos'];
  const password = payload.optText('password');
  if (password) {
    const problem = passwordProblem(password);
    if (problem) errors.password = [problem];
    else if (password !== payload.optText('password_confirmation')) errors.password_confirmation = ['Las contraseñas no coinciden'];
  }
  const notification_check = payload.optInt('notification_check', 0, 1);
  if (Object.keys(errors).length) return { errors };
  return { name: name!, last_name: last_name!, phone: phone!, password, notification_check };
}

export function applyProfile(account: Pick<Person, 'name' | 'last_name' | 'phone' | 'password' | 'notification_check'>, form: ProfileForm) {
  account.name = form.name;
  account.last_name = form.last_name;
  account.phone = form.phone;
  if (form.notification_check !== null) account.notification_check = form.notification_check ? 1 : 0;
  if (form.password) account.password = hashPassword(form.password);
}

export const routes: Routes = {
  '/person/profile/get': post((context) => {
    if (context.payload.int('id') !== context.person.id) throw forbidden('este perfil');
    return ok({ person: personView(context.world, context.person) });
  }),

  '/person/profile/update': post(({ world, person, payload }) => {
    if (payload.int('id') !== person.id) throw forbidden('este perfil');
    const form = profileForm(payload);
    if ('errors' in form) return failure('Revisa los datos ingresados.', form.errors);
    applyProfile(person, form);
    return okMessage('Datos actualizados correctamente', { data: { person: personView(world, person) } });
  }),
};
