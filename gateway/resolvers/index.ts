import { accountsResolvers } from './accounts';
import { autogasResolvers } from './autogas';
import { bulkResolvers } from './bulk';
import { companyResolvers } from './company';
import { cylinderResolvers } from './cylinder';
import { demoResolvers } from './demo';
import { downloadsResolvers } from './downloads';
import { electricityResolvers } from './electricity';
import { funcionariosResolvers } from './funcionarios';
import { industrialResolvers } from './industrial';
import { institutionalResolvers } from './institutional';
import { linkingResolvers } from './linking';
import { meterResolvers } from './meter';
import { notificationsResolvers } from './notifications';
import { requestFormsResolvers } from './request-forms';
import { requestsResolvers } from './requests';
import { sandboxResolvers } from './sandbox';
import { servicesResolvers } from './services';
import { sessionResolvers } from './session';
import { unsubscribeResolvers } from './unsubscribe';

/** One resolver map per area; merged field by field. */
export const resolvers = [
  sessionResolvers,
  accountsResolvers,
  servicesResolvers,
  linkingResolvers,
  companyResolvers,
  funcionariosResolvers,
  notificationsResolvers,
  requestsResolvers,
  requestFormsResolvers,
  downloadsResolvers,
  meterResolvers,
  bulkResolvers,
  industrialResolvers,
  institutionalResolvers,
  electricityResolvers,
  cylinderResolvers,
  autogasResolvers,
  unsubscribeResolvers,
  sandboxResolvers,
  demoResolvers,
];
