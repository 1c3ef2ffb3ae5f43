/** The shapes of the session calls' answers (gateway/backend/contract/session.answers.ts). */
import type {
  BackendCampaign,
  BackendCompanyUser,
  BackendPerson,
  CampaignsAnswer,
  ConsentTermsAnswer,
  LoginCampaignAnswer,
  MeAnswer,
  ValidateSfAnswer,
} from '../contract';
import { array, boolean, figure, id, literal, nullable, number, object, oneOf, optional, string, text, yesNo } from '../shape';

const personFields = {
  id: number,
  name: text,
  last_name: text,
  email: string,
  dni: text,
  phone: nullable(text),
  profile_picture: nullable(string),
  notification_check: yesNo,
  second_account: yesNo,
  seccond_email: nullable(string),
  hasdebt: yesNo,
  role: string,
  telemetry_notification: optional(yesNo),
  telemetry_notification_level: optional(nullable(figure)),
};
export const personShape = object<BackendPerson>()(personFields);
export const companyUserShape = object<BackendCompanyUser>()({ ...personFields, user_type: literal('Administrador', 'Funcionario') });

export const meShape = object<MeAnswer>()({
  status: literal('ok'),
  data: object<MeAnswer['data']>()({ person: oneOf(personShape, companyUserShape) }),
});

export const validateSfShape = object<ValidateSfAnswer>()({
  status: literal('ok', 'error'),
  data: optional(object<NonNullable<ValidateSfAnswer['data']>>()({ hasConsentSalesForce: boolean })),
});

export const consentTermsShape = object<ConsentTermsAnswer>()({
  status: literal('ok'),
  data: array(object<ConsentTermsAnswer['data'][number]>()({ terminos_y_condiciones: string })),
});

export const campaignShape = object<BackendCampaign>()({ id, data: object<BackendCampaign['data']>()({ url_campain: string }) });

export const loginCampaignShape = object<LoginCampaignAnswer>()({
  status: literal('ok', 'empty'),
  data: optional(object<NonNullable<LoginCampaignAnswer['data']>>()({ campain: nullable(campaignShape) })),
});

export const campaignsShape = object<CampaignsAnswer>()({
  status: literal('ok', 'empty'),
  data: optional(object<NonNullable<CampaignsAnswer['data']>>()({ campains: array(campaignShape) })),
});
