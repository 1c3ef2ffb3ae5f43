import { paths } from '../../shared/paths';
import type { WizardLine } from '../../shared/request-wizard/RequestWizard';
import { autogasTabs, bulkTabs, cylinderTabs, meterTabs } from '../../shared/service-tabs';
import type { TabDeclaration } from '../../shared/routing';

/** Each line's Requerimientos tab: its title, its tab bar and the flags that open it (spec/routes.tsv rows 43-72). */
export interface RequestsLine {
  line: WizardLine;
  title: string;
  tabs: TabDeclaration[];
  requests: string;
  /** the route's flag (routes.tsv) */
  flag: string;
  /** the tab's own flag, when it is not the route's (cylinder: cilindro_requerimientos) */
  tabFlag: string;
}

export const REQUEST_LINES: Record<WizardLine, RequestsLine> = {
  METER: {
    line: 'METER',
    title: 'Medidor',
    tabs: meterTabs,
    requests: paths.meter.requests,
    flag: 'medidor_requerimientos',
    tabFlag: 'medidor_requerimientos',
  },
  BULK: {
    line: 'BULK',
    title: 'Granel Habitacional',
    tabs: bulkTabs,
    requests: paths.bulk.requests,
    flag: 'granel_requerimientos',
    tabFlag: 'granel_requerimientos',
  },
  CYLINDER: {
    line: 'CYLINDER',
    title: 'Cilindro',
    tabs: cylinderTabs,
    requests: paths.cylinder.requests,
    flag: 'cilindro',
    tabFlag: 'cilindro_requerimientos',
  },
  AUTOGAS: { line: 'AUTOGAS', title: 'Autogas', tabs: autogasTabs, requests: paths.autogas.requests, flag: 'autogas', tabFlag: 'autogas' },
};
