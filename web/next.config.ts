import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

// One id per build, known to the server and the client: clients poll /builds/latest.json for it.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}`;

const nextConfig: NextConfig = {
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId, NEXT_PUBLIC_BUILD_TIME: String(Date.now()) },
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  // src/proxy.ts applies the site's own route rules (301, one redirect, never on /api).
  skipTrailingSlashRedirect: true,
  // Metadata in the <head> of the server HTML for every client, not streamed in later: the not-found
  // page is dynamic, and its title must be right without JavaScript.
  htmlLimitedBots: /.*/,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
