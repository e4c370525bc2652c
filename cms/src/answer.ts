/** What a controller may answer on purpose: its own 4xx status and Strapi-shaped body. */
type Answerable = { readonly status: number; readonly body: object };
type AnswerableClass = abstract new (...args: never[]) => Answerable;

/**
 * A controller action from a handler: the handler's result as `{ data }`, an error of one of the given
 * classes as its own status and body (a refusal is never a 5xx), anything else to Strapi's error handler.
 */
export function answerWith<Context extends { status?: number; body?: unknown }>(
  ...refusals: AnswerableClass[]
) {
  return (handler: (ctx: Context) => Promise<unknown>) =>
    async (koa: object): Promise<void> => {
      const ctx = koa as Context;
      try {
        ctx.body = { data: await handler(ctx) };
      } catch (error) {
        const refusal = refusals.some((kind) => error instanceof kind) ? (error as Answerable) : null;
        if (!refusal) throw error;
        ctx.status = refusal.status;
        ctx.body = refusal.body;
      }
    };
}
