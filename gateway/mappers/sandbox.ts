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

/** An account of the simulated chooser, with the token the demo backend signed for it (docs/decisions.md). */
export function mapDemoGoogleAccount(account: SandboxGoogleAccount): DemoGoogleAccount {
  return {
    email: account.email,
    name: `${account.given_name} ${account.family_name}`,
    token: account.token,
    registered: account.registered,
  };
}
