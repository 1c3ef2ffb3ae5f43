import { useState } from 'react';
import { industrialBulkTabs, institutionalTabs, visibleTabs } from '../../shared/service-tabs';
import { useConfig } from '../../shared/config';
import { useDashboardCards } from '../../shared/dashboard-cards';
import { pickSelected, useSelection, withSelection } from '../../shared/selected-client';
import { DetailList } from '../../ui/DetailList';
import { LoadError } from '../../ui/LoadError';
import { SelectField } from '../../ui/SelectField';
import type { DashboardBlock, DashboardCompanyService, DashboardData } from './api';
import { holds, PRIVILEGE } from '../../../machines/rules/privileges';
import { CreditBox, creditErrorOf } from './CreditBox';
import { LineCard } from './LineCard';
import { TrackingBox } from './TrackingBox';

type Company = NonNullable<NonNullable<DashboardData['viewer']>['company']>;

/**
 * Company dashboard (spec 3 §2): Empresas selector, Granel Industrial and Envasado Institucional cards, Buscar Clientes.
 * The companies and the services are separate blocks: either one that could not be read shows its retry alone.
 * `administrator` is the role stored with the session, for when /me could not be read.
 */
export function CompanyDashboard({
  company,
  administrator,
  error,
  onRetry,
}: {
  company: Company;
  administrator: boolean;
  /** the dashboard query's error: a credit the backend cannot give is told as such (creditErrorOf) */
  error?: unknown;
  onRetry: (block: DashboardBlock) => Promise<unknown>;
}) {
  const { flag } = useConfig();
  const { clientSearch: ClientSearch } = useDashboardCards();
  const { companies, services } = company;
  const isAdministrator = company.isAdministrator ?? administrator;
  const [chosen, setChosen] = useState<string | null>(null);
  // the client in the URL names its company (a reload keeps both); else the first, until one is chosen
  const { code } = useSelection();
  const linked = (services ?? []).find((s) => s.clientCode === code)?.companyId;
  const companyId = chosen ?? linked ?? companies?.[0]?.id ?? '';
  const ofCompany = (services ?? []).filter((s) => !companyId || s.companyId === companyId);
  const industrial = ofCompany.filter((s) => s.line === 'INDUSTRIAL_BULK');
  const institutional = ofCompany.filter((s) => s.line === 'INSTITUTIONAL_CYLINDER');
  const anyIndustrial = (services ?? []).some((s) => s.line === 'INDUSTRIAL_BULK');
  const retryServices = () => onRetry('companyServices');

  return (
    <>
      {anyIndustrial && <TrackingBox />}
      <section className="card" aria-labelledby="companies-title">
        <h2 id="companies-title">Empresas</h2>
        {companies ? (
          <SelectField
            label="Empresa"
            options={companies.map((c) => ({ value: c.id, label: `${c.name} (${c.rut})` }))}
            value={companyId}
            onChange={(e) => setChosen(e.target.value)}
          />
        ) : (
          <LoadError onRetry={() => onRetry('companies')} />
        )}
      </section>
      {isAdministrator && ClientSearch && <ClientSearch />}
      {!isAdministrator && !services && (
        <section className="card" aria-labelledby="services-title">
          <h2 id="services-title">Servicios</h2>
          <LoadError onRetry={retryServices} />
        </section>
      )}
      {!isAdministrator && (
        <div className="card-grid">
          {industrial.length > 0 && (
            <IndustrialCard
              key={companyId}
              services={industrial}
              creditError={(s) => creditErrorOf(error, (services ?? []).indexOf(s))}
              onRetry={retryServices}
            />
          )}
          {institutional.length > 0 && flag('envasado_institucional_menu') && (
            <LineCard
              title="Envasado Institucional"
              summary={`${institutional.length} ${institutional.length === 1 ? 'cliente' : 'clientes'}`}
              tabs={visibleTabs(institutionalTabs, flag, [...new Set(institutional.flatMap((s) => s.privileges))])}
            />
          )}
        </div>
      )}
    </>
  );
}

function IndustrialCard({
  services,
  creditError,
  onRetry,
}: {
  services: DashboardCompanyService[];
  creditError: (service: DashboardCompanyService) => unknown;
  onRetry: () => Promise<unknown>;
}) {
  const { flag } = useConfig();
  // the chosen client rides in the URL (?cliente=), and the card's links carry it to the area's tabs
  const { code, select } = useSelection();
  const selected = pickSelected(services, code, (s) => s.clientCode);
  if (!selected) return null;
  const tabs = visibleTabs(industrialBulkTabs, flag, selected.privileges).map((t) => ({
    ...t,
    path: withSelection(t.path, selected.clientCode),
  }));
  return (
    <LineCard title="Granel Industrial" summary={selected.companyName} tabs={tabs}>
      <SelectField
        label="N° de cliente"
        options={services.map((s) => ({ value: s.clientCode, label: s.clientCode }))}
        value={selected.clientCode}
        onChange={(e) => select(e.target.value)}
      />
      <DetailList
        items={[
          { label: 'Empresa', value: selected.companyName },
          { label: 'RUT', value: selected.companyRut },
          { label: 'Dirección', value: selected.address },
          { label: 'Ciudad', value: selected.city },
          { label: 'Región', value: selected.regionName ?? selected.regionCode },
        ]}
      />
      {holds(selected.privileges, PRIVILEGE.debtDetail) && (
        <CreditBox credit={selected.credit} error={creditError(selected)} onRetry={onRetry} />
      )}
    </LineCard>
  );
}
