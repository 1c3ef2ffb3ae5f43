import type { DemoGoogleAccount, DemoMail } from '../../schema/generated/types';
import type { SandboxGoogleAccount, SandboxMail } from '../backend/contract';

export function mapDemoMail(mail: SandboxMail): DemoMail {
  return {
    id: String(mail.id),
    to: mail.to,
    subject: mail.subject,
    body: mail.body,
    link: mail.link,
    sentAt: new Date(mail.sent_at).toISOString(),
  };
}

/** The token the simulated chooser hands the backend, as Google's would carry the account (README, Decisions). */
export function mapDemoGoogleAccount(account: SandboxGoogleAccount): DemoGoogleAccount {
  return {
    email: account.email,
    name: `${account.given_name} ${account.family_name}`,
    token: `google-demo:${account.email}:${account.given_name}:${account.family_name}`,
    registered: account.registered,
  };
}
