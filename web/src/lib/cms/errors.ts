/**
 * SPEC 8: a Strapi error with a body is passed on as it is; without a body the caller gets the fallback
 * `{status, name, message}`. DESIGN keeps only this (v4) shape: no caller here speaks the v3 one.
 */
export type CmsErrorBody = {
  status: number;
  name: string;
  message: string;
  details?: unknown;
};

export class CmsError extends Error {
  readonly status: number;
  readonly body: CmsErrorBody;

  constructor(body: CmsErrorBody) {
    super(body.message);
    this.name = 'CmsError';
    this.status = body.status;
    this.body = body;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export function fallbackErrorBody(message: string): CmsErrorBody {
  return { status: 500, name: 'UnknownError', message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads Strapi's `{data: null, error: {...}}` (v4/v5) or a v3 `{statusCode, error, message}` body. */
export function errorFromResponse(status: number, body: unknown, fallbackMessage: string): CmsError {
  if (isRecord(body) && isRecord(body.error)) {
    const { error } = body;
    return new CmsError({
      status: typeof error.status === 'number' ? error.status : status,
      name: typeof error.name === 'string' ? error.name : 'UnknownError',
      message: typeof error.message === 'string' ? error.message : fallbackMessage,
      details: error.details,
    });
  }
  if (isRecord(body) && typeof body.statusCode === 'number') {
    return new CmsError({
      status: body.statusCode,
      name: typeof body.error === 'string' ? body.error : 'UnknownError',
      message: typeof body.message === 'string' ? body.message : fallbackMessage,
    });
  }
  return new CmsError({ ...fallbackErrorBody(fallbackMessage), status: status >= 400 ? status : 500 });
}
