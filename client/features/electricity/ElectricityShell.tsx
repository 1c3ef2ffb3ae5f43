import type { ReactNode } from 'react';
import type { CompanyClient } from '../../shared/company-clients';
import { CompanyLineShell } from '../../shared/CompanyLineShell';
import { electricityTabs } from '../../shared/service-tabs';
import './electricity.css';

export const ELECTRICITY_TITLE = 'Suministro Eléctrico';

/** Suministro Eléctrico around each tab (spec 3 §2): the company's line-7 contracts, the first chosen (spec 3 §4). */
export function ElectricityShell(props: {
  current: string;
  keep?: readonly string[];
  children: (clients: readonly CompanyClient[], chosen: CompanyClient) => ReactNode;
}) {
  return (
    <CompanyLineShell
      {...props}
      title={ELECTRICITY_TITLE}
      titleId="electricity-title"
      className="electricity-page"
      line="ELECTRICITY"
      tabs={electricityTabs}
      selectorLabel="Suministro eléctrico"
    />
  );
}
