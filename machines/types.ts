/**
 * The domain types the machines carry, taken from the GraphQL schema's generated types (never written again by
 * hand): a session as the client stores it, the answers of sign-in and of the forms.
 */
import type * as Schema from '../schema/generated/types';

export type LoginOutcome = Schema.LoginOutcome;
export type AccountKind = Schema.AccountKind;
export type FieldError = Schema.FieldError;

/** The user as the session keeps it (spec 1 §3): what the shell shows before any query. */
export type SessionUser = Pick<Schema.User, 'id' | 'name' | 'lastName' | 'email'> &
  Partial<Pick<Schema.User, 'rut' | 'phone' | 'avatarUrl' | 'hasDebt' | 'role'>>;

export type SessionData = Omit<Schema.Session, 'user'> & { user: SessionUser };

export type SocialData = Schema.SocialData;

/** The answer of every sign-in mutation; `social` only for a Google account not yet registered. */
export type LoginResult = Pick<Schema.LoginPayload, 'outcome' | 'message'> & { session: SessionData | null; social?: SocialData | null };

/** The answer of every form mutation (DESIGN.md, "Business outcomes are data"). */
export type SubmitResult = Schema.MutationPayload;

export type ProfileData = Schema.Profile;

export type LinkLine = Schema.LinkLine;
export type SearchBy = Schema.SearchBy;
export type LinkCandidate = Schema.LinkCandidate;
export type AddressInput = Schema.AddressInput;
export type AccountSearchResult = Schema.AccountSearchResult;
/** What linking an account sends. */
export type LinkRequest = Schema.LinkInput;

export type BusinessLine = Schema.BusinessLine;
/** The request wizard (spec 2 §2 "Request wizard"): step 2's categories, step 3's form, what it sends and hears back. */
export type RequestCategories = Schema.RequestCategories;
export type RequestCategory = Schema.RequestCategory;
export type RequestForm = Schema.RequestForm;
export type RequestFormField = Schema.RequestFormField;
export type RequestFormOption = Schema.RequestFormOption;
export type RequestTypeRef = Schema.RequestTypeRef;
export type RequestInput = Schema.RequestInput;
export type RequestValueInput = Schema.RequestValueInput;
export type RequestPayload = Schema.RequestPayload;
export type AgreementSimulation = Schema.AgreementSimulation;
export type AgreementSimulationPayload = Schema.AgreementSimulationPayload;
