/** The `session` rows of rest-calls.tsv, sign-in, registration, session and consent. */
import { get, post } from './call';
import type { NoPayload, RestAnswer, StatusAnswer } from './envelope';
import type {
  CampaignsAnswer,
  CompanyLoginAnswer,
  ConsentTermsAnswer,
  GoogleLoginAnswer,
  LoginAnswer,
  LoginCampaignAnswer,
  MeAnswer,
  RefreshAnswer,
  RegisterPayload,
  TokenExchangeAnswer,
  ValidateLoginAnswer,
  ValidateSfAnswer,
} from './session.answers';

/** data.token: one form-post download (gateway/downloads.ts) */
export interface DownloadTokenAnswer {
  status: 'ok' | 'error';
  message?: string;
  data?: { token: string };
}

/** The answer shapes live beside, so this file stays a list of calls. */
export type * from './session.answers';

export const sessionCalls = {
  /** validate session (spec 1 §7) */
  '/validate_sf': get<ValidateSfAnswer>(),
  /** validate session (spec 1 §7) */
  '/company_user/validate_sf': get<ValidateSfAnswer>(),
  /** terms text from first item's terminos_y_condiciones (spec 1 §7) */
  '/consent_sf': get<ConsentTermsAnswer>(),
  /** accept terms (spec 1 §7) */
  '/register_sf/consent': post<NoPayload, RestAnswer>(),
  /** data.campain {id, data.url_campain} (spec 1 §7) */
  '/campains/login': get<LoginCampaignAnswer>(),
  /** campaign image (spec 1 §7, 2 §7) */
  '/image/campain/{device}/{id}': get<RestAnswer, { device: 'mobile' | 'desktop'; id: string }>(),
  /** data.campains[] {id, data.url_campain} (spec 1 §7, 2 §7) */
  '/person/campains': post<NoPayload, CampaignsAnswer>(),
  /** data.campains[] (spec 1 §7) */
  '/company_user/campains': post<NoPayload, CampaignsAnswer>(),
  /** data.token (spec 1 §7) */
  '/refresh_token': post<NoPayload, RefreshAnswer>(),
  /** data.token (spec 1 §7) */
  '/company_user/refresh_token': post<NoPayload, RefreshAnswer>(),
  /** status, message, data.token, data.person (spec 1 §7) */
  '/login/email': post<{ email: string; password: string }, LoginAnswer>(),
  /** person data (external login by code) (spec 1 §7) */
  '/login/validate': post<{ validate: string }, ValidateLoginAnswer>(),
  /** data.company_user, token, user_type (spec 1 §7) */
  '/company_user/login': post<{ email: string; password: string }, CompanyLoginAnswer>(),
  /** data.person, token, user_type (spec 1 §7) */
  '/company_user/login/validate': post<{ validate: string }, ValidateLoginAnswer>(),
  /** (flag off) (spec 1 §7) */
  '/login/facebook': post<{ facebook_token: string }, GoogleLoginAnswer>(),
  /** person {givenName, familyName, email, picture}, google_token (spec 1 §7) */
  '/login/google': post<{ google_token: string }, GoogleLoginAnswer>(),
  /** token exchange before personas and Google login (spec 1 §4) — path chosen by the project */
  '/login/token_exchange': post<{ email: string } | { google_token: string }, TokenExchangeAnswer>(),
  /** status, errors by field (spec 1 §7) */
  '/register': post<RegisterPayload, StatusAnswer>(),
  /** status; error message on email field (spec 1 §7) */
  '/recover': post<{ email: string }, StatusAnswer>(),
  /** status; error message on email field (spec 1 §7) */
  '/company_user/recover': post<{ email: string }, StatusAnswer>(),
  /** status; error message on email field (spec 1 §7) */
  '/verify_again': post<{ email: string }, StatusAnswer>(),
  /** status, message (spec 1 §7) */
  '/verify': post<{ verify_email_token: string }, StatusAnswer>(),
  /** data.person (spec 1 §7, 3 §7) */
  '/me': post<NoPayload, MeAnswer>(),
  /** data.token for form-post downloads (spec 1 §7, 2 §7, 3 §7) — path chosen by the project */
  '/download/token': post<NoPayload, DownloadTokenAnswer>(),
} as const;
