import { describe, expect, it } from 'vitest';

import { errorFromResponse, fallbackErrorBody } from '@/lib/cms/errors';
import { retriesFor, shouldRetry } from '@/lib/cms/retry';

describe('errorFromResponse', () => {
  it('passes on a Strapi v4/v5 error body as it is', () => {
    const body = {
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many requests, please try again later.',
        details: {},
      },
    };
    const error = errorFromResponse(429, body, 'fallback');
    expect(error.status).toBe(429);
    expect(error.body).toEqual(body.error);
  });

  it('reads a v3 body ({ statusCode, error, message })', () => {
    const error = errorFromResponse(
      400,
      { statusCode: 400, error: 'Bad Request', message: 'Invalid identifier' },
      'x',
    );
    expect(error.body).toEqual({ status: 400, name: 'Bad Request', message: 'Invalid identifier' });
  });

  it('falls back to UnknownError when the answer has no body', () => {
    const error = errorFromResponse(502, undefined, 'CMS answered 502');
    expect(error.body).toEqual({ status: 502, name: 'UnknownError', message: 'CMS answered 502' });
  });

  it('has the SPEC 8 fallback shape', () => {
    expect(fallbackErrorBody('boom')).toEqual({ status: 500, name: 'UnknownError', message: 'boom' });
  });
});

describe('retry rule', () => {
  it('retries exactly the retry-eligible statuses', () => {
    const eligible = [408, 409, 425, 429, 500, 502, 503, 504];
    for (let status = 400; status < 600; status++)
      expect(shouldRetry(status)).toBe(eligible.includes(status));
  });

  it('never retries a method that changes state unless asked to', () => {
    expect(retriesFor('GET')).toBe(1);
    expect(retriesFor('POST')).toBe(0);
    expect(retriesFor('PUT')).toBe(0);
    expect(retriesFor('DELETE')).toBe(0);
    expect(retriesFor('get', 3)).toBe(3);
  });
});
