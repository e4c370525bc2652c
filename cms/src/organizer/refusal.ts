import { Refusal } from '../refusal';

/**
 * Why the CMS refused an organizer request, and which fields were wrong: the site maps
 * `error.details.reason` to its OrganizerRefusal and `error.details.fieldErrors` to its
 * OrganizerFieldErrors (web/src/lib/cms/organizer.ts). Each is a clear 4xx, never a 5xx.
 */
export type OrganizerRefusalReason =
  | 'notFound'
  | 'tooMany'
  | 'cannotPublish'
  | 'alreadyCancelled'
  | 'rateLimited';

export type FieldErrorCode =
  | 'required'
  | 'tooLong'
  | 'endBeforeStart'
  | 'inPast'
  | 'unknownTimeZone'
  | 'capacityTooLow'
  | 'notHttps'
  | 'notImage'
  | 'imageTooLarge'
  | 'tooManyTiers'
  | 'noTiers'
  | 'venueOrOnline'
  | 'belowTaken'
  | 'tierHasTickets'
  | 'checkoutNeeded'
  | 'invalid';
export type FieldError = { path: string; code: FieldErrorCode };

const statusOf: Record<OrganizerRefusalReason, number> = {
  notFound: 404,
  tooMany: 429,
  cannotPublish: 409,
  alreadyCancelled: 409,
  rateLimited: 429,
};

export class OrganizerRefusal extends Refusal<OrganizerRefusalReason> {
  protected readonly statuses = statusOf;
  override readonly name = 'OrganizerRefusal';
}

/** Nothing was written: every wrong field at once, so the form can mark them all. */
export class OrganizerFieldErrors extends Error {
  constructor(readonly errors: FieldError[]) {
    super(`Invalid fields: ${errors.map((error) => `${error.path} (${error.code})`).join(', ')}`);
    this.name = 'OrganizerFieldErrors';
  }

  readonly status = 400;

  get body() {
    return {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: this.message,
        details: { fieldErrors: this.errors },
      },
    };
  }
}
