import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { ticketUid, waitlistUid } from './records';

type DocumentContext = { uid: string; action: string; params: { data?: Record<string, unknown> } };

/** The name and e-mail each kind of entry keeps, and why, in the words an admin reads. */
const contacts: Record<string, { fields: readonly string[]; message: string }> = {
  [ticketUid]: {
    fields: ['holderName', 'holderEmail'],
    message: 'A ticket keeps its holder’s name and e-mail: its mails and the guest list need them.',
  },
  [waitlistUid]: {
    fields: ['name', 'email'],
    message: 'A waitlist entry keeps its name and e-mail: a freed seat is offered to them by mail.',
  },
};

/**
 * These fields are not `required` in their schemas: an Editor may not read them, and Strapi's form
 * refused every save of such an entry for two empty required fields. The site always writes them; an
 * admin who can see them may change them, but not empty them.
 */
export function registerKeptContacts(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as DocumentContext;
    const kept = contacts[ctx.uid];
    if (kept && ctx.action === 'update') {
      for (const field of kept.fields) {
        const value = ctx.params.data?.[field];
        if (value !== undefined && (typeof value !== 'string' || !value.trim())) {
          throw new errors.ValidationError(kept.message);
        }
      }
    }
    return next();
  });
}
