import type { Core } from '@strapi/strapi';

import { localizeAccountMail, type MailOptions } from '../../mail/localize';
import { isSandboxEmail } from '../../sandbox/identity';

type EmailService = { send: (options: MailOptions) => Promise<unknown> };
type EmailPlugin = { services: { email: (deps: { strapi: Core.Strapi }) => EmailService } };

/** Every mail goes through here: the account mails leave in the visitor's language. */
export default (plugin: EmailPlugin) => {
  const create = plugin.services.email;
  plugin.services.email = (deps) => {
    const service = create(deps);
    return {
      ...service,
      send: async (options: MailOptions) => {
        // A demo sandbox's address cannot receive mail (.invalid): its ticket mails are never sent.
        if (typeof options.to === 'string' && isSandboxEmail(options.to)) return undefined;
        return service.send(await localizeAccountMail(deps.strapi, options));
      },
    };
  };
  return plugin;
};
