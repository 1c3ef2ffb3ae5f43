/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Register($input: RegisterInput!) { register(input: $input) { ...FormResult } }\n": typeof types.RegisterDocument,
    "\n  mutation VerifyEmail($code: String!) { verifyEmail(code: $code) { ...FormResult } }\n": typeof types.VerifyEmailDocument,
    "\n  mutation ResendVerification($email: String!) { resendVerification(email: $email) { ...FormResult } }\n": typeof types.ResendVerificationDocument,
    "\n  mutation RecoverPassword($email: String!, $company: Boolean!) { recoverPassword(email: $email, company: $company) { ...FormResult } }\n": typeof types.RecoverPasswordDocument,
    "\n  mutation ExternalLogin($code: String!, $company: Boolean!) {\n    externalLogin(code: $code, company: $company) { outcome message session { ...SessionFields } social { name lastName email token picture type } }\n  }\n": typeof types.ExternalLoginDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) { outcome message session { ...SessionFields } }\n  }\n": typeof types.LoginDocument,
    "\n  mutation CompanyLogin($email: String!, $password: String!) {\n    companyLogin(email: $email, password: $password) { outcome message session { ...SessionFields } }\n  }\n": typeof types.CompanyLoginDocument,
    "\n  query LoginCampaign {\n    loginCampaign { id url imageDesktop imageMobile }\n  }\n": typeof types.LoginCampaignDocument,
    "\n  query ConsentTerms {\n    consentTerms\n  }\n": typeof types.ConsentTermsDocument,
    "\n  mutation AcceptConsent {\n    acceptConsent { ok message }\n  }\n": typeof types.AcceptConsentDocument,
    "\n  query Dashboard {\n    viewer {\n      kind\n      user { id name lastName avatarUrl }\n      campaigns { id url imageDesktop imageMobile }\n      services {\n        meter { id clientCode contractCode address city }\n        bulk { id clientCode contractCode address city }\n        cylinder { id clientCode contractCode address city }\n        autogas { id patent contractNumber }\n      }\n      company {\n        isAdministrator\n        companies { id name rut }\n        services { id line clientCode companyId companyName companyRut address city regionCode privileges }\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query DemoMailbox { demoMailbox { id to subject body link sentAt } }\n": typeof types.DemoMailboxDocument,
    "\n  query Notifications {\n    viewer {\n      unreadNotifications\n      notifications { id read line description createdAt target path url form { name value } }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead { markNotificationsRead { ok } }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation CheckCylinderNotifications($firstTime: Boolean!) { checkCylinderNotifications(firstTime: $firstTime) { ok } }\n": typeof types.CheckCylinderNotificationsDocument,
    "\n  query Profile {\n    viewer { profile { id name lastName email rut phone notificationCheck hasSecondAccount secondEmail } }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { ...FormResult }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment LinkCandidate on LinkCandidate {\n    id line clientCode contractCode clientId holderName address city\n    patents { patent contractNumber linked }\n  }\n": typeof types.LinkCandidateFragmentDoc,
    "\n  fragment LinkedAccount on ServiceAccount { id clientCode contractCode clientId address city holderName }\n": typeof types.LinkedAccountFragmentDoc,
    "\n  query LinkedAccounts {\n    viewer {\n      services {\n        meter { ...LinkedAccount }\n        bulk { ...LinkedAccount }\n        cylinder { ...LinkedAccount }\n        autogas { id patent contractNumber clientCode clientId }\n      }\n    }\n  }\n": typeof types.LinkedAccountsDocument,
    "\n  query LinkSuggestions($line: LinkLine!) {\n    linkSuggestions(line: $line) { ...LinkCandidate }\n    regions { code name communes { id name } }\n  }\n": typeof types.LinkSuggestionsDocument,
    "\n  query StreetSuggestions($region: String!, $commune: String!, $street: String!) {\n    streetSuggestions(region: $region, commune: $commune, street: $street)\n  }\n": typeof types.StreetSuggestionsDocument,
    "\n  query SearchAccounts($line: LinkLine!, $search: AccountSearch!) {\n    searchAccounts(line: $line, search: $search) { candidates { ...LinkCandidate } message fieldErrors { field message } }\n  }\n": typeof types.SearchAccountsDocument,
    "\n  mutation LinkAccount($input: LinkInput!) { linkAccount(input: $input) { ...FormResult } }\n": typeof types.LinkAccountDocument,
    "\n  mutation UnlinkAccount($input: UnlinkInput!) { unlinkAccount(input: $input) { ...FormResult } }\n": typeof types.UnlinkAccountDocument,
    "\n  mutation RequestLinkHelp($input: HelpInput!) { requestLinkHelp(input: $input) { ...FormResult } }\n": typeof types.RequestLinkHelpDocument,
    "\n  fragment SessionFields on Session {\n    token\n    kind\n    role\n    hasConsentSalesForce\n    user { id name lastName email rut phone avatarUrl hasDebt role }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  fragment FormResult on MutationPayload {\n    ok\n    message\n    fieldErrors { field message }\n  }\n": typeof types.FormResultFragmentDoc,
    "\n  query AppConfig {\n    appConfig {\n      flags { name enabled }\n      maintenance\n      contact { orderPhone emergencyPhone companyCallCentre hours whatsappUrl }\n      links { tutorial chat companyRegistration orderTracking social { name url } }\n    }\n  }\n": typeof types.AppConfigDocument,
    "\n  query Shell {\n    viewer {\n      kind\n      user { id name lastName email avatarUrl hasDebt role }\n      hasRequests\n      unreadNotifications\n      services { meter { id } bulk { id } cylinder { id } autogas { id } }\n      company { isAdministrator services { id line } }\n    }\n  }\n": typeof types.ShellDocument,
    "\n  query UnreadNotifications {\n    viewer { unreadNotifications }\n  }\n": typeof types.UnreadNotificationsDocument,
    "\n  mutation GoogleLogin($googleToken: String!) {\n    googleLogin(googleToken: $googleToken) { outcome message session { ...SessionFields } social { name lastName email token picture type } }\n  }\n": typeof types.GoogleLoginDocument,
    "\n  query DemoGoogleAccounts { demoGoogleAccounts { email name token registered } }\n": typeof types.DemoGoogleAccountsDocument,
};
const documents: Documents = {
    "\n  mutation Register($input: RegisterInput!) { register(input: $input) { ...FormResult } }\n": types.RegisterDocument,
    "\n  mutation VerifyEmail($code: String!) { verifyEmail(code: $code) { ...FormResult } }\n": types.VerifyEmailDocument,
    "\n  mutation ResendVerification($email: String!) { resendVerification(email: $email) { ...FormResult } }\n": types.ResendVerificationDocument,
    "\n  mutation RecoverPassword($email: String!, $company: Boolean!) { recoverPassword(email: $email, company: $company) { ...FormResult } }\n": types.RecoverPasswordDocument,
    "\n  mutation ExternalLogin($code: String!, $company: Boolean!) {\n    externalLogin(code: $code, company: $company) { outcome message session { ...SessionFields } social { name lastName email token picture type } }\n  }\n": types.ExternalLoginDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) { outcome message session { ...SessionFields } }\n  }\n": types.LoginDocument,
    "\n  mutation CompanyLogin($email: String!, $password: String!) {\n    companyLogin(email: $email, password: $password) { outcome message session { ...SessionFields } }\n  }\n": types.CompanyLoginDocument,
    "\n  query LoginCampaign {\n    loginCampaign { id url imageDesktop imageMobile }\n  }\n": types.LoginCampaignDocument,
    "\n  query ConsentTerms {\n    consentTerms\n  }\n": types.ConsentTermsDocument,
    "\n  mutation AcceptConsent {\n    acceptConsent { ok message }\n  }\n": types.AcceptConsentDocument,
    "\n  query Dashboard {\n    viewer {\n      kind\n      user { id name lastName avatarUrl }\n      campaigns { id url imageDesktop imageMobile }\n      services {\n        meter { id clientCode contractCode address city }\n        bulk { id clientCode contractCode address city }\n        cylinder { id clientCode contractCode address city }\n        autogas { id patent contractNumber }\n      }\n      company {\n        isAdministrator\n        companies { id name rut }\n        services { id line clientCode companyId companyName companyRut address city regionCode privileges }\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query DemoMailbox { demoMailbox { id to subject body link sentAt } }\n": types.DemoMailboxDocument,
    "\n  query Notifications {\n    viewer {\n      unreadNotifications\n      notifications { id read line description createdAt target path url form { name value } }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead { markNotificationsRead { ok } }\n": types.MarkNotificationsReadDocument,
    "\n  mutation CheckCylinderNotifications($firstTime: Boolean!) { checkCylinderNotifications(firstTime: $firstTime) { ok } }\n": types.CheckCylinderNotificationsDocument,
    "\n  query Profile {\n    viewer { profile { id name lastName email rut phone notificationCheck hasSecondAccount secondEmail } }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { ...FormResult }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment LinkCandidate on LinkCandidate {\n    id line clientCode contractCode clientId holderName address city\n    patents { patent contractNumber linked }\n  }\n": types.LinkCandidateFragmentDoc,
    "\n  fragment LinkedAccount on ServiceAccount { id clientCode contractCode clientId address city holderName }\n": types.LinkedAccountFragmentDoc,
    "\n  query LinkedAccounts {\n    viewer {\n      services {\n        meter { ...LinkedAccount }\n        bulk { ...LinkedAccount }\n        cylinder { ...LinkedAccount }\n        autogas { id patent contractNumber clientCode clientId }\n      }\n    }\n  }\n": types.LinkedAccountsDocument,
    "\n  query LinkSuggestions($line: LinkLine!) {\n    linkSuggestions(line: $line) { ...LinkCandidate }\n    regions { code name communes { id name } }\n  }\n": types.LinkSuggestionsDocument,
    "\n  query StreetSuggestions($region: String!, $commune: String!, $street: String!) {\n    streetSuggestions(region: $region, commune: $commune, street: $street)\n  }\n": types.StreetSuggestionsDocument,
    "\n  query SearchAccounts($line: LinkLine!, $search: AccountSearch!) {\n    searchAccounts(line: $line, search: $search) { candidates { ...LinkCandidate } message fieldErrors { field message } }\n  }\n": types.SearchAccountsDocument,
    "\n  mutation LinkAccount($input: LinkInput!) { linkAccount(input: $input) { ...FormResult } }\n": types.LinkAccountDocument,
    "\n  mutation UnlinkAccount($input: UnlinkInput!) { unlinkAccount(input: $input) { ...FormResult } }\n": types.UnlinkAccountDocument,
    "\n  mutation RequestLinkHelp($input: HelpInput!) { requestLinkHelp(input: $input) { ...FormResult } }\n": types.RequestLinkHelpDocument,
    "\n  fragment SessionFields on Session {\n    token\n    kind\n    role\n    hasConsentSalesForce\n    user { id name lastName email rut phone avatarUrl hasDebt role }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  fragment FormResult on MutationPayload {\n    ok\n    message\n    fieldErrors { field message }\n  }\n": types.FormResultFragmentDoc,
    "\n  query AppConfig {\n    appConfig {\n      flags { name enabled }\n      maintenance\n      contact { orderPhone emergencyPhone companyCallCentre hours whatsappUrl }\n      links { tutorial chat companyRegistration orderTracking social { name url } }\n    }\n  }\n": types.AppConfigDocument,
    "\n  query Shell {\n    viewer {\n      kind\n      user { id name lastName email avatarUrl hasDebt role }\n      hasRequests\n      unreadNotifications\n      services { meter { id } bulk { id } cylinder { id } autogas { id } }\n      company { isAdministrator services { id line } }\n    }\n  }\n": types.ShellDocument,
    "\n  query UnreadNotifications {\n    viewer { unreadNotifications }\n  }\n": types.UnreadNotificationsDocument,
    "\n  mutation GoogleLogin($googleToken: String!) {\n    googleLogin(googleToken: $googleToken) { outcome message session { ...SessionFields } social { name lastName email token picture type } }\n  }\n": types.GoogleLoginDocument,
    "\n  query DemoGoogleAccounts { demoGoogleAccounts { email name token registered } }\n": types.DemoGoogleAccountsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) { register(input: $input) { ...FormResult } }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) { register(input: $input) { ...FormResult } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($code: String!) { verifyEmail(code: $code) { ...FormResult } }\n"): (typeof documents)["\n  mutation VerifyEmail($code: String!) { verifyEmail(code: $code) { ...FormResult } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($email: String!) { resendVerification(email: $email) { ...FormResult } }\n"): (typeof documents)["\n  mutation ResendVerification($email: String!) { resendVerification(email: $email) { ...FormResult } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoverPassword($email: String!, $company: Boolean!) { recoverPassword(email: $email, company: $company) { ...FormResult } }\n"): (typeof documents)["\n  mutation RecoverPassword($email: String!, $company: Boolean!) { recoverPassword(email: $email, company: $company) { ...FormResult } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExternalLogin($code: String!, $company: Boolean!) {\n    externalLogin(code: $code, company: $company) { outcome message session { ...SessionFields } social { name lastName email token picture type } }\n  }\n"): (typeof documents)["\n  mutation ExternalLogin($code: String!, $company: Boolean!) {\n    externalLogin(code: $code, company: $company) { outcome message session { ...SessionFields } social { name lastName email token picture type } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) { outcome message session { ...SessionFields } }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) { outcome message session { ...SessionFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompanyLogin($email: String!, $password: String!) {\n    companyLogin(email: $email, password: $password) { outcome message session { ...SessionFields } }\n  }\n"): (typeof documents)["\n  mutation CompanyLogin($email: String!, $password: String!) {\n    companyLogin(email: $email, password: $password) { outcome message session { ...SessionFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginCampaign {\n    loginCampaign { id url imageDesktop imageMobile }\n  }\n"): (typeof documents)["\n  query LoginCampaign {\n    loginCampaign { id url imageDesktop imageMobile }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsentTerms {\n    consentTerms\n  }\n"): (typeof documents)["\n  query ConsentTerms {\n    consentTerms\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptConsent {\n    acceptConsent { ok message }\n  }\n"): (typeof documents)["\n  mutation AcceptConsent {\n    acceptConsent { ok message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    viewer {\n      kind\n      user { id name lastName avatarUrl }\n      campaigns { id url imageDesktop imageMobile }\n      services {\n        meter { id clientCode contractCode address city }\n        bulk { id clientCode contractCode address city }\n        cylinder { id clientCode contractCode address city }\n        autogas { id patent contractNumber }\n      }\n      company {\n        isAdministrator\n        companies { id name rut }\n        services { id line clientCode companyId companyName companyRut address city regionCode privileges }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    viewer {\n      kind\n      user { id name lastName avatarUrl }\n      campaigns { id url imageDesktop imageMobile }\n      services {\n        meter { id clientCode contractCode address city }\n        bulk { id clientCode contractCode address city }\n        cylinder { id clientCode contractCode address city }\n        autogas { id patent contractNumber }\n      }\n      company {\n        isAdministrator\n        companies { id name rut }\n        services { id line clientCode companyId companyName companyRut address city regionCode privileges }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoMailbox { demoMailbox { id to subject body link sentAt } }\n"): (typeof documents)["\n  query DemoMailbox { demoMailbox { id to subject body link sentAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications {\n    viewer {\n      unreadNotifications\n      notifications { id read line description createdAt target path url form { name value } }\n    }\n  }\n"): (typeof documents)["\n  query Notifications {\n    viewer {\n      unreadNotifications\n      notifications { id read line description createdAt target path url form { name value } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead { markNotificationsRead { ok } }\n"): (typeof documents)["\n  mutation MarkNotificationsRead { markNotificationsRead { ok } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckCylinderNotifications($firstTime: Boolean!) { checkCylinderNotifications(firstTime: $firstTime) { ok } }\n"): (typeof documents)["\n  mutation CheckCylinderNotifications($firstTime: Boolean!) { checkCylinderNotifications(firstTime: $firstTime) { ok } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    viewer { profile { id name lastName email rut phone notificationCheck hasSecondAccount secondEmail } }\n  }\n"): (typeof documents)["\n  query Profile {\n    viewer { profile { id name lastName email rut phone notificationCheck hasSecondAccount secondEmail } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { ...FormResult }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) { ...FormResult }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LinkCandidate on LinkCandidate {\n    id line clientCode contractCode clientId holderName address city\n    patents { patent contractNumber linked }\n  }\n"): (typeof documents)["\n  fragment LinkCandidate on LinkCandidate {\n    id line clientCode contractCode clientId holderName address city\n    patents { patent contractNumber linked }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LinkedAccount on ServiceAccount { id clientCode contractCode clientId address city holderName }\n"): (typeof documents)["\n  fragment LinkedAccount on ServiceAccount { id clientCode contractCode clientId address city holderName }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedAccounts {\n    viewer {\n      services {\n        meter { ...LinkedAccount }\n        bulk { ...LinkedAccount }\n        cylinder { ...LinkedAccount }\n        autogas { id patent contractNumber clientCode clientId }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkedAccounts {\n    viewer {\n      services {\n        meter { ...LinkedAccount }\n        bulk { ...LinkedAccount }\n        cylinder { ...LinkedAccount }\n        autogas { id patent contractNumber clientCode clientId }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkSuggestions($line: LinkLine!) {\n    linkSuggestions(line: $line) { ...LinkCandidate }\n    regions { code name communes { id name } }\n  }\n"): (typeof documents)["\n  query LinkSuggestions($line: LinkLine!) {\n    linkSuggestions(line: $line) { ...LinkCandidate }\n    regions { code name communes { id name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StreetSuggestions($region: String!, $commune: String!, $street: String!) {\n    streetSuggestions(region: $region, commune: $commune, street: $street)\n  }\n"): (typeof documents)["\n  query StreetSuggestions($region: String!, $commune: String!, $street: String!) {\n    streetSuggestions(region: $region, commune: $commune, street: $street)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchAccounts($line: LinkLine!, $search: AccountSearch!) {\n    searchAccounts(line: $line, search: $search) { candidates { ...LinkCandidate } message fieldErrors { field message } }\n  }\n"): (typeof documents)["\n  query SearchAccounts($line: LinkLine!, $search: AccountSearch!) {\n    searchAccounts(line: $line, search: $search) { candidates { ...LinkCandidate } message fieldErrors { field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkAccount($input: LinkInput!) { linkAccount(input: $input) { ...FormResult } }\n"): (typeof documents)["\n  mutation LinkAccount($input: LinkInput!) { linkAccount(input: $input) { ...FormResult } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkAccount($input: UnlinkInput!) { unlinkAccount(input: $input) { ...FormResult } }\n"): (typeof documents)["\n  mutation UnlinkAccount($input: UnlinkInput!) { unlinkAccount(input: $input) { ...FormResult } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestLinkHelp($input: HelpInput!) { requestLinkHelp(input: $input) { ...FormResult } }\n"): (typeof documents)["\n  mutation RequestLinkHelp($input: HelpInput!) { requestLinkHelp(input: $input) { ...FormResult } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on Session {\n    token\n    kind\n    role\n    hasConsentSalesForce\n    user { id name lastName email rut phone avatarUrl hasDebt role }\n  }\n"): (typeof documents)["\n  fragment SessionFields on Session {\n    token\n    kind\n    role\n    hasConsentSalesForce\n    user { id name lastName email rut phone avatarUrl hasDebt role }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FormResult on MutationPayload {\n    ok\n    message\n    fieldErrors { field message }\n  }\n"): (typeof documents)["\n  fragment FormResult on MutationPayload {\n    ok\n    message\n    fieldErrors { field message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfig {\n    appConfig {\n      flags { name enabled }\n      maintenance\n      contact { orderPhone emergencyPhone companyCallCentre hours whatsappUrl }\n      links { tutorial chat companyRegistration orderTracking social { name url } }\n    }\n  }\n"): (typeof documents)["\n  query AppConfig {\n    appConfig {\n      flags { name enabled }\n      maintenance\n      contact { orderPhone emergencyPhone companyCallCentre hours whatsappUrl }\n      links { tutorial chat companyRegistration orderTracking social { name url } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell {\n    viewer {\n      kind\n      user { id name lastName email avatarUrl hasDebt role }\n      hasRequests\n      unreadNotifications\n      services { meter { id } bulk { id } cylinder { id } autogas { id } }\n      company { isAdministrator services { id line } }\n    }\n  }\n"): (typeof documents)["\n  query Shell {\n    viewer {\n      kind\n      user { id name lastName email avatarUrl hasDebt role }\n      hasRequests\n      unreadNotifications\n      services { meter { id } bulk { id } cylinder { id } autogas { id } }\n      company { isAdministrator services { id line } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotifications {\n    viewer { unreadNotifications }\n  }\n"): (typeof documents)["\n  query UnreadNotifications {\n    viewer { unreadNotifications }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GoogleLogin($googleToken: String!) {\n    googleLogin(googleToken: $googleToken) { outcome message session { ...SessionFields } social { name lastName email token picture type } }\n  }\n"): (typeof documents)["\n  mutation GoogleLogin($googleToken: String!) {\n    googleLogin(googleToken: $googleToken) { outcome message session { ...SessionFields } social { name lastName email token picture type } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoGoogleAccounts { demoGoogleAccounts { email name token registered } }\n"): (typeof documents)["\n  query DemoGoogleAccounts { demoGoogleAccounts { email name token registered } }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;