/** SPEC 8: only these statuses are worth another try, and never for a method that changes state. */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function retriesFor(method: string, requested?: number): number {
  if (!idempotentMethods.has(method.toUpperCase())) return requested ?? 0;
  return requested ?? 1;
}

export function shouldRetry(status: number): boolean {
  return retryableStatuses.has(status);
}
