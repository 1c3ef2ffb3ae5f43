import type { ReactNode } from 'react';
import type { CompanyClient } from '../../shared/company-clients';
import { CompanyLineShell } from '../../shared/CompanyLineShell';
import { institutionalTabs } from '../../shared/service-tabs';
import './institutional.css';

export const INSTITUTIONAL_TITLE = 'Envasado Institucional';
/** spec 3 §9: shown in the cylinder area */
export const CONTACT_CENTER = '800 208 800';

interface InstitutionalShellProps {
  /** the tab's path */
  current: string;
  /** the 'Cliente' select above the screen; the quote's step 1 chooses its client itself */
  selector?: boolean;
  keep?: readonly string[];
  children: (clients: readonly CompanyClient[], chosen: CompanyClient) => ReactNode;
}

/** Envasado Institucional around each tab (spec 3 §2, §6), with the contact center's number under it. */
export function InstitutionalShell(props: InstitutionalShellProps) {
  return (
    <CompanyLineShell
      {...props}
      title={INSTITUTIONAL_TITLE}
      titleId="institutional-title"
      className="institutional-page"
      line="INSTITUTIONAL_CYLINDER"
      tabs={institutionalTabs}
      footer={
        <p className="institutional-contact">
          ¿Dudas? Llama a nuestro Contact Center <a href={`tel:${CONTACT_CENTER.replace(/\s/g, '')}`}>{CONTACT_CENTER}</a>
        </p>
      }
    />
  );
}
