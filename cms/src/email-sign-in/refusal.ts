import { Refusal } from '../refusal';

/**
 * Why a mailed sign-in was refused (web/src/lib/cms/email-sign-in.ts maps `details.reason`). The same
 * reasons whether or not the address has an account: none of them tells a stranger who is registered.
 */
export type EmailSignInRefusalReason = 'invalid' | 'expired' | 'locked' | 'blocked';

const statusOf: Record<EmailSignInRefusalReason, number> = {
  invalid: 400,
  expired: 410,
  locked: 429,
  blocked: 403,
};

export class EmailSignInRefusal extends Refusal<EmailSignInRefusalReason> {
  protected readonly statuses = statusOf;
  override readonly name = 'EmailSignInRefusal';
}
