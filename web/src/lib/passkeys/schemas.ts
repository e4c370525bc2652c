import { z } from 'zod';

/**
 * The inputs of the `passkeys` procedures, checked in the browser and on the server. A WebAuthn
 * response is only shaped and bounded here: the CMS checks what it says (signature, challenge, origin).
 */
const encoded = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The fields SimpleWebAuthn's browser half sends (`RegistrationResponseJSON`, `AuthenticationResponseJSON`).
const credential = {
  id: encoded(1024),
  rawId: encoded(1024),
  type: z.literal('public-key'),
  clientExtensionResults: z.custom<object>(isPlainObject),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const registrationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: encoded(8192),
    attestationObject: encoded(65_536),
    authenticatorData: encoded(65_536).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: encoded(65_536).optional(),
  }),
});

export const authenticationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: encoded(8192),
    authenticatorData: encoded(65_536),
    signature: encoded(8192),
    userHandle: encoded(1024).optional(),
  }),
});

/** A passkey's name: what the owner recognises it by ("Work laptop"); one line, 1 to 60 characters. */
export const passkeyName = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, 'invalidName').max(60, 'invalidName'));

/** A passkey of the visitor's own, by the CMS's document id. */
export const passkeyId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9]+$/);

export const finishRegistrationInput = z.object({ response: registrationResponse, name: passkeyName });
export const renameInput = z.object({ id: passkeyId, name: passkeyName });
export const removeInput = z.object({ id: passkeyId });
export const signInInput = z.object({ response: authenticationResponse });

/** What the account page shows of a passkey (never its key or credential id). */
export type Passkey = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
};
