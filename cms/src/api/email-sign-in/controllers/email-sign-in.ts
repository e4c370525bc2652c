import type { Core } from '@strapi/strapi';

import { confirmSignIn, requestSignIn } from '../../../email-sign-in/flow';
import * as own from '../../../email-sign-in/input';
import { EmailSignInRefusal } from '../../../email-sign-in/refusal';
import * as input from '../../../tickets/input';

type Context = { request: { body?: unknown }; status: number; body: unknown };

/** A refusal answers its own 4xx with the reason in `details`; other errors go to Strapi's handler. */
const answer =
  (handler: (ctx: Context) => Promise<unknown>) =>
  async (koa: object): Promise<void> => {
    const ctx = koa as Context;
    try {
      ctx.body = { data: await handler(ctx) };
    } catch (error) {
      if (!(error instanceof EmailSignInRefusal)) throw error;
      ctx.status = error.status;
      ctx.body = error.body;
    }
  };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Always `{ sent: true }`, known address or not. */
  request: answer(async (ctx) => {
    const body = input.body(ctx.request.body);
    await requestSignIn(strapi, {
      email: input.email(body.email),
      name: own.optionalName(body.name),
      locale: input.locale(body.locale),
      intent: own.intent(body.intent),
      returnPath: own.returnPath(body.returnPath),
    });
    return { sent: true };
  }),

  confirm: answer(async (ctx) => {
    const body = input.body(ctx.request.body);
    return confirmSignIn(
      strapi,
      'token' in body
        ? { token: input.confirmToken(body.token) }
        : { email: input.email(body.email), code: input.sixDigits(body.code) },
    );
  }),
});
