/**
 * The Administrador's funcionarios (spec 3 §2 Funcionarios, §3 Funcionario, §4, §5, §7): the search, the RUT check and
 * the reserved-RUT request, the creation (with its validation-only pass), the edit, the record, the deletion. An
 * Administrador manages the Funcionarios of its companies and grants privileges on its companies' clients only; a
 * Funcionario is refused every one of these calls. The spec does not show the creation's path: spec 1 §7 names
 * /company_user/store among the company calls, so it is served there.
 */
import { randomBytes } from 'node:crypto';
import { funcionariosOf, myFuncionario, requireAdministrator } from '../company-owned';
import { PRIVILEGES, PRODUCT, type CompanyUser } from '../company-records';
import { companyPost, failure, forbidden, invalid, list, normalRut, ok, okMessage, type CompanyContext, type Routes } from '../kit';
import { hashPassword, type World } from '../world';

/** Search types (spec 3 §9): 1 RUT, 2 email, 3 name, 4 company. */
const BY = { rut: 1, email: 2, name: 3, company: 4 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NO_PRIVILEGE = 'Debes activar al menos un privilegio';

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A Funcionario with a request still open may not be deleted: its requests would be left without their filer. */
const openRequests = (world: World, user: CompanyUser) =>
  world.companyRequests.filter((r) => r.companyUserId === user.id && r.status !== 'Cerrado').length;

function rowView(world: World, user: CompanyUser) {
  return {
    id: user.id,
    name: user.name,
    last_name: user.last_name,
    dni: user.dni,
    email: user.email,
    status: user.status,
    can_delete: openRequests(world, user) === 0,
  };
}

/** A client the Administrador may grant on, with the privileges of its pivot for `user`. */
function funcionarioClientView(world: World, admin: CompanyUser, user: CompanyUser) {
  return world.sapClients
    .filter((client) => admin.companies.includes(client.company_id) && user.grants.has(client.id))
    .map((client) => {
      const product = PRODUCT[client.business_line_id];
      return {
        id: client.id,
        [`${product}_client_id`]: client.client_cod,
        [`${product}_contract_id`]: client.contract_cod,
        business_line_id: client.business_line_id,
        address: `${client.address.street} ${client.address.number}`,
        comune: client.address.comune,
        merchandise_recipients: client.merchandise_recipients,
        payment_responsibles: client.payment_responsibles,
        pivot: { privileges: JSON.stringify((user.grants.get(client.id) ?? []).map(String)) },
      };
    });
}

interface FuncionarioValues {
  name: string;
  last_name: string;
  phone: string;
  dni: string;
  email: string;
  /** client record id → privileges, on the Administrador's clients */
  grants: Map<number, number[]>;
}

/** client_codes (spec 3 §3: client record id → privilege ids), each privilege of its client's line. */
function readGrants(c: CompanyContext, admin: CompanyUser, errors: Record<string, string[]>): Map<number, number[]> {
  const raw = c.payload.raw.client_codes;
  const grants = new Map<number, number[]>();
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    errors.client_codes = ['El campo client_codes debe ser un objeto { cliente: privilegios }.'];
    return grants;
  }
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    const client = c.world.sapClients.find((s) => String(s.id) === key && admin.companies.includes(s.company_id));
    if (!client) throw forbidden(`el cliente ${key}`);
    const privileges = (Array.isArray(value) ? value : []).map(Number);
    const allowed = PRIVILEGES.filter((p) => p.business_lines_id === client.business_line_id).map((p) => p.id);
    if (privileges.some((p) => !allowed.includes(p))) errors.client_codes = ['Un privilegio no corresponde a la línea del cliente.'];
    else if (privileges.length) grants.set(client.id, [...new Set(privileges)].sort());
  }
  if (!grants.size) errors.client_codes ??= [NO_PRIVILEGE];
  return grants;
}

/** The wizard's and the edit page's fields (spec 3 §5); `self` is the record edited or re-enabled, if any. */
function funcionarioForm(c: CompanyContext, admin: CompanyUser, self: CompanyUser | null) {
  const errors: Record<string, string[]> = {};
  const text = (name: string) => {
    const value = c.payload.optText(name);
    if (!value) errors[name] = ['Campo requerido'];
    return value ?? '';
  };
  const [name, last_name, phone, rawDni, rawEmail] = ['name', 'last_name', 'phone', 'dni', 'email'].map(text) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const email = rawEmail.toLowerCase();
  const dni = rawDni ? normalRut(rawDni) : null;
  if (rawDni && !dni) errors.dni = ['El rut ingresado no es válido'];
  else if (dni && c.world.companyUsers.some((u) => u.dni === dni && u !== self)) errors.dni = ['El rut ya se encuentra registrado'];
  if (phone && !/^\d{9}$/.test(phone)) errors.phone = ['Teléfono debe contener 9 dígitos'];
  if (email && !EMAIL.test(email)) errors.email = ['Email debe contener . y @'];
  else if (email && c.world.companyUsers.some((u) => u.email === email && u !== self))
    errors.email = ['El email ya se encuentra registrado'];
  const grants = readGrants(c, admin, errors);
  return { errors, values: { name, last_name, phone, dni: dni ?? '', email, grants } satisfies FuncionarioValues };
}

/** The grants on the Administrador's clients replaced by `grants`; those on other companies' clients kept. */
function applyGrants(world: World, admin: CompanyUser, user: CompanyUser, grants: Map<number, number[]>) {
  const ours = (clientId: number) => admin.companies.includes(world.sapClients.find((s) => s.id === clientId)?.company_id ?? -1);
  for (const clientId of [...user.grants.keys()]) if (ours(clientId)) user.grants.delete(clientId);
  for (const [clientId, privileges] of grants) user.grants.set(clientId, privileges);
  const granted = new Set([...user.grants.keys()].map((id) => world.sapClients.find((s) => s.id === id)!.company_id));
  user.companies = [...new Set([...user.companies.filter((id) => !admin.companies.includes(id)), ...granted])];
}

/** A RUT a Funcionario of another company holds: the Administrador may only ask for it (spec 3 §4 reserved RUT). */
const reservedBy = (world: World, admin: CompanyUser, dni: string) =>
  world.companyUsers.find((u) => u.dni === dni && u.companies.length > 0 && !u.companies.some((id) => admin.companies.includes(id)));

export const routes: Routes = {
  '/company_user/list': companyPost((c) => {
    const admin = requireAdministrator(c);
    const type = c.payload.int('type', 1, 4);
    const value = c.payload.optText('value');
    if (!value) throw invalid('value', 'Debe ingresar un término de búsqueda');
    const all = funcionariosOf(c.world, admin);
    let found: CompanyUser[];
    if (type === BY.company) {
      if (!admin.companies.includes(Number(value))) throw forbidden('esta empresa');
      found = all.filter((u) => u.companies.includes(Number(value)));
    } else if (type === BY.rut) found = all.filter((u) => u.dni.replace(/\W/g, '').includes(value.replace(/\W/g, '').toUpperCase()));
    else if (type === BY.email) found = all.filter((u) => u.email.includes(value.toLowerCase()));
    else found = all.filter((u) => plain(`${u.name} ${u.last_name}`).includes(plain(value)));
    return list(
      found.map((u) => rowView(c.world, u)),
      'No se han encontrado funcionarios para la búsqueda.',
    );
  }),

  '/company_user/exists': companyPost((c) => {
    const admin = requireAdministrator(c);
    const dni = normalRut(c.payload.text('dni'));
    if (!dni) return failure('El rut ingresado no es válido', { dni: ['El rut ingresado no es válido'] });
    const reserved = reservedBy(c.world, admin, dni);
    if (reserved)
      return {
        status: 200,
        json: {
          status: 'error',
          message: 'El funcionario pertenece a otra empresa.',
          errors: { dni: ['El funcionario pertenece a otra empresa.'] },
          show_modal: true,
          message_1: 'Este RUT está registrado como funcionario de otra empresa.',
          message_2: '¿Deseas enviar una solicitud para que se asocie también a tu empresa?',
        },
      };
    const user = c.world.companyUsers.find((u) => u.dni === dni);
    if (user && (user.user_type === 'Administrador' || user.status === '1') && user.companies.length)
      return failure('El funcionario ya se encuentra registrado.', { dni: ['El funcionario ya se encuentra registrado.'] });
    const person = user ?? c.world.persons.find((p) => p.dni === dni);
    if (!person) return ok(null, { origin: null });
    const { name, last_name, email, phone } = person;
    return ok({ name, last_name, email, phone }, { origin: user ? 'company_users' : 'persons' });
  }),

  '/company_user/request_user': companyPost((c) => {
    const admin = requireAdministrator(c);
    const dni = normalRut(c.payload.text('dni'));
    if (!dni || !reservedBy(c.world, admin, dni)) return failure('Este RUT no requiere una solicitud.');
    return okMessage('La solicitud se ha enviado correctamente');
  }),

  '/company_user/store': companyPost((c) => {
    const admin = requireAdministrator(c);
    const validationOnly = c.payload.optInt('validation_only', 0, 1) === 1;
    const dni = normalRut(c.payload.optText('dni') ?? '');
    if (dni && reservedBy(c.world, admin, dni))
      return failure('El funcionario pertenece a otra empresa.', { dni: ['El funcionario pertenece a otra empresa.'] });
    // a disabled record of the companies, or one of no company, is taken up again (spec 3 §4)
    const again =
      c.world.companyUsers.find((u) => u.dni === dni && u.user_type === 'Funcionario' && (u.status === '0' || !u.companies.length)) ?? null;
    const { errors, values } = funcionarioForm(c, admin, again);
    if (Object.keys(errors).length) return failure('Revisa los datos ingresados.', errors);
    if (validationOnly) return okMessage('Los datos son válidos.');
    const user: CompanyUser = again ?? {
      id: c.world.next('companyUser'),
      name: values.name,
      last_name: values.last_name,
      email: values.email,
      password: hashPassword(randomBytes(12).toString('base64url')),
      dni: values.dni,
      phone: values.phone,
      profile_picture: null,
      notification_check: 1,
      user_type: 'Funcionario',
      status: '1',
      hasConsentSalesForce: false,
      companies: [],
      grants: new Map(),
    };
    Object.assign(user, { name: values.name, last_name: values.last_name, email: values.email, phone: values.phone, status: '1' });
    applyGrants(c.world, admin, user, values.grants);
    if (!again) c.world.companyUsers.push(user);
    return okMessage('Se ha creado el funcionario correctamente', { data: { id: user.id } });
  }),

  '/company_user/update': companyPost((c) => {
    const admin = requireAdministrator(c);
    const user = myFuncionario(c, c.payload.int('id'));
    const status = c.payload.text('status');
    const passwordCheck = c.payload.optText('password_check') ?? '0';
    if (!['0', '1'].includes(status)) throw invalid('status', "El campo status debe ser '0' o '1'.");
    if (!['0', '1'].includes(passwordCheck)) throw invalid('password_check', "El campo password_check debe ser '0' o '1'.");
    const { errors, values } = funcionarioForm(c, admin, user);
    if (Object.keys(errors).length) return failure('Revisa los datos ingresados.', errors);
    Object.assign(user, { name: values.name, last_name: values.last_name, email: values.email, phone: values.phone, dni: values.dni });
    user.status = status as CompanyUser['status'];
    // 'Generar nueva contraseña': a new one is mailed to the Funcionario
    if (passwordCheck === '1') user.password = hashPassword(randomBytes(12).toString('base64url'));
    applyGrants(c.world, admin, user, values.grants);
    return okMessage('Se ha editado el funcionario correctamente');
  }),

  '/company_user/get': companyPost((c) => {
    const admin = requireAdministrator(c);
    const user = myFuncionario(c, c.payload.int('id'));
    const clients = funcionarioClientView(c.world, admin, user);
    return ok({
      company_user: {
        ...rowView(c.world, user),
        phone: user.phone,
        sap_clients: clients,
        client_codes: Object.fromEntries(clients.map((client) => [String(client.id), user.grants.get(client.id) ?? []])),
      },
    });
  }),

  '/company_user/can_delete': companyPost((c) => {
    const user = myFuncionario(c, c.payload.int('id'));
    if (openRequests(c.world, user))
      return failure(`${user.name} ${user.last_name} tiene requerimientos en curso y no puede eliminarse por ahora.`);
    return okMessage(`¿Deseas eliminar a ${user.name} ${user.last_name}?`);
  }),

  '/company_user/delete': companyPost((c) => {
    const admin = requireAdministrator(c);
    const user = myFuncionario(c, c.payload.int('id'));
    if (openRequests(c.world, user))
      return failure(`${user.name} ${user.last_name} tiene requerimientos en curso y no puede eliminarse por ahora.`);
    applyGrants(c.world, admin, user, new Map());
    // gone from the Administrador's companies; a Funcionario of no company left is gone altogether
    if (!user.companies.length) c.world.companyUsers.splice(c.world.companyUsers.indexOf(user), 1);
    return okMessage('El funcionario se ha eliminado correctamente');
  }),
};
