import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AppConfigData {
  appConfig: {
    flags: Array<{ name: string; enabled: boolean }>;
    maintenance: boolean;
    contact: { orderPhone: string; emergencyPhone: string; companyCallCentre: string; hours: string; whatsappUrl: string };
    links: { tutorial: string; chat: string; companyRegistration: string; orderTracking: string; social: Array<{ name: string; url: string }> };
  };
}

export const APP_CONFIG: TypedDocumentNode<AppConfigData> = gql`
  query AppConfig {
    appConfig {
      flags { name enabled }
      maintenance
      contact { orderPhone emergencyPhone companyCallCentre hours whatsappUrl }
      links { tutorial chat companyRegistration orderTracking social { name url } }
    }
  }
`;

export interface ShellUser {
  id: string;
  name: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  hasDebt: boolean;
  role: string;
}

export interface ShellData {
  viewer: {
    kind: 'PERSON' | 'COMPANY';
    user: ShellUser;
    hasRequests: boolean;
    unreadNotifications: number;
    services: {
      meter: Array<{ id: string }>;
      bulk: Array<{ id: string }>;
      cylinder: Array<{ id: string }>;
      autogas: Array<{ id: string }>;
    } | null;
    company: { isAdministrator: boolean; services: Array<{ id: string; line: string }> } | null;
  } | null;
}

/** What the shell needs on every screen: who, the menu's lines, the bell. Asked once per session. */
export const SHELL: TypedDocumentNode<ShellData> = gql`
  query Shell {
    viewer {
      kind
      user { id name lastName email avatarUrl hasDebt role }
      hasRequests
      unreadNotifications
      services { meter { id } bulk { id } cylinder { id } autogas { id } }
      company { isAdministrator services { id line } }
    }
  }
`;

export const UNREAD_NOTIFICATIONS: TypedDocumentNode<{ viewer: { unreadNotifications: number } | null }> = gql`
  query UnreadNotifications {
    viewer { unreadNotifications }
  }
`;
