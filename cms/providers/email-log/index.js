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
        // Inline images (a ticket's QR code) as base64, so a test can read them back too.
        if (Array.isArray(options.attachments) && options.attachments.length > 0) {
          mail.attachments = options.attachments.map((attachment) => ({
            filename: attachment.filename,
            cid: attachment.cid,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.content).toString('base64'),
          }));
        }
        // eslint-disable-next-line no-console
        console.log(`[email] ${JSON.stringify(mail)}`);
      },
    };
  },
};
