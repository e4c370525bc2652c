// Vitest runs outside React's server environment; the guard of 'server-only' does not apply there.
export {};
