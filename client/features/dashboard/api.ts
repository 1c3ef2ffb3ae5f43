import { gql, type TypedDocumentNode } from '@apollo/client';

export interface DashboardAccount {
  id: string;
  clientCode: string;
  contractCode: string | null;
  address: string;
  city: string;
}
export interface DashboardVehicle {
  id: string;
  patent: string;
  contractNumber: string;
}
export interface DashboardCompanyService {
  id: string;
  line: string;
  clientCode: string;
  companyId: string;
  companyName: string;
  companyRut: string;
  address: string;
  city: string;
  regionCode: string;
  privileges: number[];
}
export interface DashboardData {
  viewer: {
    kind: 'PERSON' | 'COMPANY';
    user: { id: string; name: string; lastName: string; avatarUrl: string | null };
    campaigns: Array<{ id: string; url: string; imageDesktop: string; imageMobile: string }>;
    services: { meter: DashboardAccount[]; bulk: DashboardAccount[]; cylinder: DashboardAccount[]; autogas: DashboardVehicle[] } | null;
    company: {
      isAdministrator: boolean;
      companies: Array<{ id: string; name: string; rut: string }>;
      services: DashboardCompanyService[];
    } | null;
  } | null;
}

/** The whole dashboard in one round trip; the gateway fans out to the REST lists. */
export const DASHBOARD: TypedDocumentNode<DashboardData> = gql`
  query Dashboard {
    viewer {
      kind
      user { id name lastName avatarUrl }
      campaigns { id url imageDesktop imageMobile }
      services {
        meter { id clientCode contractCode address city }
        bulk { id clientCode contractCode address city }
        cylinder { id clientCode contractCode address city }
        autogas { id patent contractNumber }
      }
      company {
        isAdministrator
        companies { id name rut }
        services { id line clientCode companyId companyName companyRut address city regionCode privileges }
      }
    }
  }
`;
