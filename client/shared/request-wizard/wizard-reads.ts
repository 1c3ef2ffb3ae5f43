import type { BusinessLine } from '../../gql/graphql';
import { screenRead, type ScreenRead } from '../screen-reads';
import { REQUEST_CATEGORIES, WIZARD_CLIENTS, WIZARD_COMPANY_CLIENTS } from './api';
import { includeOf, isCompanyLine, type WizardLine } from './clients';

/** What the wizard's step 1 reads first for `line` (RequestWizard). */
export const wizardClientsRead = (line: WizardLine) =>
  isCompanyLine(line) ? screenRead(WIZARD_COMPANY_CLIENTS, {}) : screenRead(WIZARD_CLIENTS, includeOf(line));

/** The line's request categories, asked afresh each time the wizard opens (actors.ts loadCategories). */
export const categoriesRead = (line: BusinessLine) => screenRead(REQUEST_CATEGORIES, { line }, 'network-only');

/**
 * What a Requerimientos tab's prefetch starts: the wizard's clients and, but in the payment-success variant (`paid`),
 * its categories, which the wizard otherwise asks for only once the clients have answered.
 */
export const wizardReads = (line: WizardLine, paid = false): ScreenRead[] =>
  paid ? [wizardClientsRead(line)] : [wizardClientsRead(line), categoriesRead(line)];
