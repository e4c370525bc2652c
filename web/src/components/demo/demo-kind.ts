/** Which guided flow a demo page shows; the CMS's demo slugs name them. */
export type DemoKind = 'ticketing' | 'checkIn' | 'gating' | 'creatorPass';

const bySlug: Record<string, DemoKind> = {
  'demo-nft-ticketing': 'ticketing',
  'demo-event-check-in': 'checkIn',
  'demo-token-gated-community': 'gating',
  'demo-creator-pass': 'creatorPass',
};

export const demoKindOf = (slug: string): DemoKind | null => bySlug[slug] ?? null;

/** The pass-holder flows: the demo event gets a tier for holders of the demo pass. */
export const usesPass = (kind: DemoKind) => kind === 'gating' || kind === 'creatorPass';
