import type { Core } from '@strapi/strapi';

import { answerWith } from '../../../answer';
import { confirmSignIn, requestSignIn } from '../../../email-sign-in/flow';
import * as own from '../../../email-sign-in/input';
import { EmailSignInRefusal } from '../../../email-sign-in/refusal';
import * as input from '../../../tickets/input';

type Context = { request: { body?: unknown }; status: number; body: unknown };

const answer = answerWith<Context>(EmailSignInRefusal);

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
