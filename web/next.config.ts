import { availableParallelism } from 'node:os';

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

import { imageWidths } from './src/lib/images/loaders';
import { contentSecurityPolicy as baseContentSecurityPolicy } from './src/lib/security/content-security-policy';
import { headerRules } from './src/lib/security/response-headers';

// Messages are compiled at build time: the browser gets a small formatter instead of the ICU parser
// (about 10 KB gzip of every page's first load).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// Where the CMS serves uploads; the image optimiser fetches only from there (and never a private
// address unless it is that CMS, as in local and test runs).
const cmsMedia = new URL(process.env.CMS_PUBLIC_URL || process.env.CMS_URL || 'http://localhost:1337');

// What every response says; pages get the same policy with the configured analytics origins from the
// proxy (src/proxy.ts), and the production server adds their inline scripts' hashes.
const contentSecurityPolicy = baseContentSecurityPolicy({ analytic: null, cmsMediaOrigin: cmsMedia.origin });

// One id per build, known to the server and the client: clients poll /builds/latest.json for it.
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}`;

const nextConfig: NextConfig = {
  // `npm test` and the benchmarks build into .next-test, so a running `npm start` (.next) is never rebuilt
  // under (scripts/lib/setup.mjs); the production server reads the same variable.
  distDir: process.env.SITE_BUILD_DIR || '.next',
  generateBuildId: () => buildId,
  env: {
    NEXT_PUBLIC_BUILD_ID: buildId,
    NEXT_PUBLIC_BUILD_TIME: String(Date.now()),
    NEXT_PUBLIC_CMS_MEDIA_URL: cmsMedia.origin,
  },
  images: {
    deviceSizes: [...imageWidths],
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
  // Redis shared by the replicas when REDIS_URL is set, Next's own file cache otherwise (the file says why).
  cacheHandler: require.resolve('./cache-handler.mjs'),
  // The calendar's time-zone definitions are files that package reads at run time: it stays a plain
  // dependency, and its zone files ship with the standalone server.
  serverExternalPackages: ['@touch4it/ical-timezones'],
  outputFileTracingIncludes: {
    // Keys are globs over route paths: `[locale]` would read as a character class, so `**` it is.
    '/api/calendar/**': ['../node_modules/@touch4it/ical-timezones/zones/**/*'],
    // The Open Graph images read one bold .ttf per script (src/lib/og/fonts.ts), not the whole packages.
    '/og/**': ['../node_modules/@expo-google-fonts/*/700Bold/*.ttf'],
    // The messages endpoint serves the files as written (next-intl's imports are compiled).
    '/_i18n/**': ['./messages/*.json'],
    // server/inline-script-hashes.mjs keeps prepared pages in Next's copy of lru-cache, which Next's own
    // server does not load, so the trace would leave it out of a standalone folder shipped on its own.
    '/**': ['../node_modules/next/dist/compiled/lru-cache/*'],
  },
  poweredByHeader: false,
  // Prerendering workers: Next's default is one less than the cores, one on the 2-core machines CI runs
  // on, where it left the other core idle while the worker waited on the CMS (1,005 pages: 48 → 39 s).
  experimental: { cpus: Math.max(2, availableParallelism() - 1) },
  // `npm test` type-checks the whole workspace with tsc before it builds; the build need not do it again.
  typescript: {
    ignoreBuildErrors: process.env.TYPECHECKED === '1',
    // A build into another folder adds that folder's types to its own config, not to tsconfig.json.
    ...(process.env.SITE_BUILD_DIR === '.next-test' ? { tsconfigPath: 'tsconfig.test-build.json' } : {}),
  },
  // The production server (server/serve.mjs) compresses, after it has hashed each page's inline scripts.
  compress: false,
  reactStrictMode: true,
  // src/proxy.ts applies the site's own route rules (301, one redirect, never on /api).
  skipTrailingSlashRedirect: true,
  // Metadata in the <head> of the server HTML for every client, not streamed in later: the not-found
  // page is dynamic, and its title must be right without JavaScript.
  htmlLimitedBots: /.*/,
  headers: () =>
    Promise.resolve(headerRules(process.env.NODE_ENV === 'production' ? contentSecurityPolicy : null)),
};

export default withNextIntl(nextConfig);
