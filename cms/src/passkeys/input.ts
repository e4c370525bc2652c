import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

import { refuse } from './refusal';

const base64url = /^[A-Za-z0-9_-]+$/;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEncoded = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && base64url.test(value);

/** The parts every WebAuthn response has, checked before the library reads them (bad input is a 400). */
function credentialOf(body: unknown, field: string) {
  const response = isRecord(body) ? body.response : undefined;
  if (
    !isRecord(response) ||
    !isEncoded(response.id, 1024) ||
    !isEncoded(response.rawId, 1024) ||
    response.type !== 'public-key' ||
    !isRecord(response.response) ||
    !isEncoded(response.response.clientDataJSON, 8192) ||
    !isEncoded(response.response[field], 65_536)
  ) {
    throw refuse('invalidResponse', 'Not a WebAuthn response');
  }
  if (!isRecord(response.clientExtensionResults)) response.clientExtensionResults = {};
  return response;
}

export const registrationResponse = (body: unknown) =>
  credentialOf(body, 'attestationObject') as unknown as RegistrationResponseJSON;

export const authenticationResponse = (body: unknown) =>
  credentialOf(body, 'signature') as unknown as AuthenticationResponseJSON;

/** The challenge the browser signed, read from its client data (then looked up here, never trusted). */
export function challengeOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const clientData = JSON.parse(
      Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'),
    ) as {
      challenge?: unknown;
    };
    if (isEncoded(clientData.challenge, 128)) return clientData.challenge;
  } catch {
    // Falls through to the refusal: not JSON, or not base64url.
  }
  throw refuse('invalidResponse', 'The client data carries no challenge');
}
