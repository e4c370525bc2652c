/**
 * A request the CMS refuses on purpose, answered in Strapi's own error shape with the reason in
 * `details`, which the site maps to its own refusal (web/src/lib/cms/tickets.ts, organizer.ts). Each
 * reason has its 4xx status; never a 5xx.
 */
export abstract class Refusal<Reason extends string> extends Error {
  protected abstract readonly statuses: Record<Reason, number>;

  constructor(
    readonly reason: Reason,
    message: string,
  ) {
    super(message);
  }

  get status(): number {
    return this.statuses[this.reason];
  }

  get body() {
    return {
      data: null,
      error: {
        status: this.status,
        name: this.name,
        message: this.message,
        details: { reason: this.reason },
      },
    };
  }
}
