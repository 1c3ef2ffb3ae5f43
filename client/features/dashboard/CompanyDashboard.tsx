import { useState } from 'react';
import { industrialBulkTabs, institutionalTabs, visibleTabs } from '../../shared/service-tabs';
import { useConfig } from '../../shared/config';
import type { DashboardCompanyService, DashboardData } from './api';
import { CreditBox, DEBT_DETAIL_PRIVILEGE } from './CreditBox';
import { LineCard } from './LineCard';
import { TrackingBox } from './TrackingBox';

type Company = NonNullable<NonNullable<DashboardData['viewer']>['company']>;

/** Company dashboard (spec 3 §2): Empresas selector, Granel Industrial and Envasado Institucional cards, Buscar Clientes. */
export function CompanyDashboard({ company, onRetry }: { company: Company; onRetry: () => void }) {
  const { flag } = useConfig();
  const [companyId, setCompanyId] = useState(company.companies[0]?.id ?? '');
  const ofCompany = company.services.filter((s) => !companyId || s.companyId === companyId);
  const industrial = ofCompany.filter((s) => s.line === 'INDUSTRIAL_BULK');
  const institutional = ofCompany.filter((s) => s.line === 'INSTITUTIONAL_CYLINDER');
  const anyIndustrial = company.services.some((s) => s.line === 'INDUSTRIAL_BULK');

  return (
    <>
      {anyIndustrial && <TrackingBox />}
      <section className="card" aria-labelledby="companies-title">
        <h2 id="companies-title">Empresas</h2>
        <label className="field">
          <span>Empresa</span>
          <select value={companyId} onChange={(e) => setCompanyId(e.target.value)}>
            {company.companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.rut})
              </option>
            ))}
          </select>
        </label>
      </section>
      {company.isAdministrator && (
        <section className="card" aria-labelledby="clients-title">
          <h2 id="clients-title">Buscar Clientes</h2>
          <p className="muted">Busca los clientes de tus empresas y revisa qué funcionarios tienen privilegios sobre ellos.</p>
        </section>
      )}
      {!company.isAdministrator && (
        <div className="card-grid">
          {industrial.length > 0 && <IndustrialCard key={companyId} services={industrial} onRetry={onRetry} />}
          {institutional.length > 0 && flag('envasado_institucional_menu') && (
            <LineCard
              title="Envasado Institucional"
              summary={`${institutional.length} ${institutional.length === 1 ? 'cliente' : 'clientes'}`}
              tabs={visibleTabs(institutionalTabs, flag)}
            />
          )}
        </div>
      )}
    </>
  );
}

function IndustrialCard({ services, onRetry }: { services: DashboardCompanyService[]; onRetry: () => void }) {
  const { flag } = useConfig();
  const [selectedId, setSelectedId] = useState(services[0]?.id);
  const selected = services.find((s) => s.id === selectedId) ?? services[0];
  if (!selected) return null;
  return (
    <LineCard title="Granel Industrial" summary={selected.companyName} tabs={visibleTabs(industrialBulkTabs, flag, selected.privileges)}>
      <label className="field">
        <span>N° de cliente</span>
        <select value={selected.id} onChange={(e) => setSelectedId(e.target.value)}>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {s.clientCode}
            </option>
          ))}
        </select>
      </label>
      <dl className="facts">
        <dt>Empresa</dt>
        <dd>{selected.companyName}</dd>
        <dt>RUT</dt>
        <dd>{selected.companyRut}</dd>
        <dt>Dirección</dt>
        <dd>{selected.address}</dd>
        <dt>Ciudad</dt>
        <dd>{selected.city}</dd>
        <dt>Región</dt>
        <dd>{selected.regionName ?? selected.regionCode}</dd>
      </dl>
      {selected.privileges.includes(DEBT_DETAIL_PRIVILEGE) && <CreditBox credit={selected.credit} onRetry={onRetry} />}
    </LineCard>
  );
}
