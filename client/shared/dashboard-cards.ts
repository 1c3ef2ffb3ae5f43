import { createContext, useContext, type ComponentType } from 'react';
import type { AutogasCardVehicleFragment } from '../gql/graphql';

/**
 * Cards a line's area puts on the person dashboard, in the place of its line's card. The area declares the card
 * (FeatureDeclaration.dashboardCards) and its fields as a fragment the dashboard's query spreads by name, so the
 * dashboard stays one round trip and imports no feature. The app provides what the features declared.
 */
export interface PersonDashboardCards {
  autogas?: ComponentType<{ vehicles: readonly AutogasCardVehicleFragment[]; onRetry: () => Promise<unknown> }>;
}

/** Cards of the company dashboard: the Administrador's Buscar Clientes, in the place of the Funcionario's cards. */
export interface CompanyDashboardCards {
  clientSearch?: ComponentType;
}

export type DashboardCards = PersonDashboardCards & CompanyDashboardCards;

export const DashboardCardsContext = createContext<DashboardCards>({});

export const useDashboardCards = () => useContext(DashboardCardsContext);
