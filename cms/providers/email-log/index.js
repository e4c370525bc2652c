'use strict';

/**
 * A Strapi email provider that sends nothing: each mail is written to the log as one JSON line
 * (`[email] {...}`), so a reset-password link can be read back in local runs and tests.
 */
module.exports = {
  init(_providerOptions, settings) {
    return {
      async send(options) {
        const mail = {
          from: options.from || settings.defaultFrom,
          to: options.to,
          replyTo: options.replyTo || settings.defaultReplyTo,
          subject: options.subject,
          text: options.text,
          html: options.html,
        };
        // eslint-disable-next-line no-console
        console.log(`[email] ${JSON.stringify(mail)}`);
      },
    };
  },
};
