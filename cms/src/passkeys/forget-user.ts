import type { Core } from '@strapi/strapi';

import { forgetChallengesOf } from './challenges';
import { passkeyUid } from './records';

const userUid = 'plugin::users-permissions.user';

type DeleteEvent = { params: { where?: Record<string, unknown> } };

/**
 * A deleted account takes its passkeys with it, however it is deleted (the account page, the admin,
 * an API call): otherwise they would stay behind, pointing at nobody.
 */
export function registerPasskeyCleanup(strapi: Core.Strapi): void {
  const forget = async (event: DeleteEvent) => {
    const users = (await strapi.db
      .query(userUid)
      .findMany({ where: event.params.where ?? {}, select: ['id'] })) as { id: number }[];
    const ids = users.map((user) => user.id);
    if (!ids.length) return;
    await strapi.db.query(passkeyUid).deleteMany({ where: { user: { id: { $in: ids } } } });
    await forgetChallengesOf(strapi, ids);
  };
  strapi.db.lifecycles.subscribe({
    models: [userUid],
    beforeDelete: forget,
    beforeDeleteMany: forget,
  });
}
