import type { Core } from '@strapi/strapi';

import { localizeAccountMail, type MailOptions } from '../../mail/localize';

type EmailService = { send: (options: MailOptions) => Promise<unknown> };
type EmailPlugin = { services: { email: (deps: { strapi: Core.Strapi }) => EmailService } };

/** Every mail goes through here: the account mails leave in the visitor's language. */
export default (plugin: EmailPlugin) => {
  const create = plugin.services.email;
  plugin.services.email = (deps) => {
    const service = create(deps);
    return {
      ...service,
      send: async (options: MailOptions) => service.send(await localizeAccountMail(deps.strapi, options)),
    };
  };
  return plugin;
};
