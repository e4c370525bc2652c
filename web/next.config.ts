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

// Where the CMS serves uploads; the image optimiser fetches only from there (and never a private
// address unless it is that CMS, as in local and test runs).
const cmsMedia = new URL(process.env.CMS_PUBLIC_URL || process.env.CMS_URL || 'http://localhost:1337');

const nextConfig: NextConfig = {
  generateBuildId: () => buildId,
  env: {
    NEXT_PUBLIC_BUILD_ID: buildId,
    NEXT_PUBLIC_BUILD_TIME: String(Date.now()),
    NEXT_PUBLIC_CMS_MEDIA_URL: cmsMedia.origin,
  },
  images: {
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    imageSizes: [32, 48, 64, 96, 128, 256],
    formats: ['image/webp'],
    remotePatterns: [
      {
        protocol: cmsMedia.protocol.replace(':', '') as 'http' | 'https',
        hostname: cmsMedia.hostname,
        port: cmsMedia.port,
        pathname: '/uploads/**',
      },
    ],
    dangerouslyAllowLocalIP: ['localhost', '127.0.0.1', '::1'].includes(cmsMedia.hostname),
  },
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
