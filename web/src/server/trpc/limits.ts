import 'server-only';

import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';

const maxBodyBytes = 1024 * 1024;
const maxUrlLength = 8 * 1024;
const maxBatch = 20;

function refuse(status: number, code: keyof typeof TRPC_ERROR_CODES_BY_KEY, message: string): Response {
  // The shape a tRPC client reads as a typed error (superjson-wrapped like every other answer).
  const body = {
    error: { json: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: status } } },
  };
  return Response.json(body, { status });
}

/** Refuses oversized requests before they are read: a clear 4xx instead of work the server wastes. */
export function tooLarge(req: Request): Response | null {
  if (req.url.length > maxUrlLength)
    return refuse(414, 'BAD_REQUEST', `URL longer than ${maxUrlLength} characters`);
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > maxBodyBytes)
    return refuse(413, 'PAYLOAD_TOO_LARGE', `Body larger than ${maxBodyBytes} bytes`);
  const procedures = new URL(req.url).pathname.split('/').pop() ?? '';
  if (procedures.split(',').length > maxBatch) {
    return refuse(400, 'BAD_REQUEST', `At most ${maxBatch} procedures in one batch`);
  }
  return null;
}
