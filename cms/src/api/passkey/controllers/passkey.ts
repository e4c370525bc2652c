import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { answerWith } from '../../../answer';
import { signInOptions, signInWithPasskey } from '../../../passkeys/authentication';
import { ownPasskey, passkeyName, passkeysOf, passkeyUid, present } from '../../../passkeys/records';
import { PasskeyRefusal, refuse } from '../../../passkeys/refusal';
import { registerPasskey, registrationOptions } from '../../../passkeys/registration';

type Context = {
  state: { user?: { id: number } };
  params: Record<string, string>;
  request: { body?: unknown };
  status: number;
  body: unknown;
};

const userUid = 'plugin::users-permissions.user';

const answer = answerWith<Context>(PasskeyRefusal);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The signed-in account, read afresh (its address and name go into the registration options). */
  async function account(ctx: Context) {
    const id = ctx.state.user?.id;
    if (!id) throw new errors.UnauthorizedError('Missing authentication');
    const user = (await strapi.db
      .query(userUid)
      .findOne({ where: { id }, select: ['id', 'username', 'email'] })) as {
      id: number;
      username: string;
      email: string;
    } | null;
    if (!user) throw new errors.UnauthorizedError('Missing authentication');
    return user;
  }

  async function own(ctx: Context) {
    const user = await account(ctx);
    const row = await ownPasskey(strapi, user.id, String(ctx.params.id ?? ''));
    // Another account's passkey answers exactly as one that does not exist.
    if (!row) throw refuse('notFound', 'No such passkey');
    return row;
  }

  return {
    mine: answer(async (ctx) => (await passkeysOf(strapi, (await account(ctx)).id)).map(present)),

    registrationOptions: answer(async (ctx) => registrationOptions(strapi, await account(ctx))),

    register: answer(async (ctx) => registerPasskey(strapi, await account(ctx), ctx.request.body ?? {})),

    rename: answer(async (ctx) => {
      const row = await own(ctx);
      const name = passkeyName((ctx.request.body as { name?: unknown } | undefined)?.name);
      if (!name) throw refuse('invalidName', 'A name is 1 to 60 characters');
      const updated = (await strapi.db
        .query(passkeyUid)
        .update({ where: { id: row.id }, data: { name } })) as typeof row;
      return present(updated);
    }),

    remove: answer(async (ctx) => {
      const row = await own(ctx);
      await strapi.db.query(passkeyUid).delete({ where: { id: row.id } });
      return { id: row.documentId };
    }),

    signInOptions: answer(async () => signInOptions(strapi)),

    signIn: answer(async (ctx) => signInWithPasskey(strapi, ctx.request.body ?? {})),
  };
};
