#!/usr/bin/env node
// `npm start`: install what is missing, generate secrets, build what changed, seed, and serve the CMS
// and the site in production mode. Node built-ins only: this runs before `npm install` has.
//
//   npm start                 production build, both servers (site on PORT, CMS on CMS_PORT)
//   npm run dev               both servers with hot reload
//   npm run build             install and build only (starts the CMS for the prerender, then stops it)
//
// Environment (also read from the ignored .env this script writes): PORT, CMS_PORT, CMS_URL,
// DATABASE_URL / DATABASE_FILENAME, FORCE_BUILD=1 (rebuild the site even if nothing changed),
// SITE_BUILD_DIR (the build's folder under web/, default .next).

import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  buildCms,
  buildSite,
  claimBuildDir,
  ensureDependencies,
  ensureEnvFile,
  ensureSqliteBinding,
  root,
  standaloneOf,
  waitFor,
} from './lib/setup.mjs';

const mode = process.argv.includes('--dev')
  ? 'dev'
  : process.argv.includes('--build-only')
    ? 'build'
    : 'start';
const log = (message) => console.log(`[start] ${message}`);

// Servers, each in its own process group so stopping one stops everything it started.
const children = new Set();

function serve(name, command, args, cwd, env) {
  const child = spawn(command, args, { cwd: join(root, cwd), env, stdio: 'inherit', detached: true });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) log(`${name} stopped (${signal ?? code})`);
  });
  return child;
}

let stopping = false;
function stopAll(exitCode = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(exitCode), children.size > 0 ? 1500 : 0).unref();
}

// better-sqlite3 12 (the last release for Node 20) aborts the CMS on Node 24.19 and later (README,
// Versions): say so before installing, rather than let the first start fail with a C++ assertion.
// The CMS's own rule (cms/config/database.ts), which this script cannot import before the install.
const databaseClient = (values) => values.DATABASE_CLIENT ?? (values.DATABASE_URL ? 'postgres' : 'sqlite');

function refuseSqliteOnNode24(values) {
  const [major = 0] = process.versions.node.split('.').map(Number);
  if (databaseClient(values) !== 'sqlite' || major < 24) return;
  console.error(
    `[start] Node ${process.versions.node} cannot run the CMS on SQLite (better-sqlite3 12 aborts on Node 24).\n` +
      '[start] Use Node 20 or 22 (package.json "engines"), or PostgreSQL: set DATABASE_URL in .env.',
  );
  process.exit(1);
}

async function main() {
  const { values, createdAdmin } = ensureEnvFile();
  refuseSqliteOnNode24(values);
  ensureDependencies();
  // On a fresh install SQLite's binding compiles while the admin panel builds; the CMS needs it to start.
  const sqliteReady = databaseClient(values) === 'sqlite' ? ensureSqliteBinding() : Promise.resolve();
  sqliteReady.catch(() => undefined); // awaited below: not an unhandled rejection meanwhile
  const port = values.PORT ?? '3000';
  const cmsPort = values.CMS_PORT ?? '1337';
  const cmsUrl = values.CMS_URL ?? `http://localhost:${cmsPort}`;
  const siteUrl = `http://localhost:${port}`;
  const env = {
    ...values,
    NODE_ENV: mode === 'dev' ? 'development' : 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_PORT: cmsPort,
    CMS_URL: cmsUrl,
    WEB_URL: values.WEB_URL ?? siteUrl,
    SITE_URL: values.SITE_URL ?? siteUrl,
  };
  delete env.PORT; // each server gets its own port below

  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  if (mode === 'dev') {
    await sqliteReady;
    const cms = serve('CMS', 'npx', ['strapi', 'develop', '--no-watch-admin'], 'cms', env);
    await waitFor(`${cmsUrl}/_health`, 'CMS', cms);
    serve('site', 'npx', ['next', 'dev', '-p', port], 'web', env);
    log(`site: ${siteUrl}   CMS admin: ${cmsUrl}/admin   (Ctrl+C stops both)`);
    return;
  }

  buildCms(env);
  await sqliteReady;

  const cms = serve('CMS', 'npx', ['strapi', 'start'], 'cms', env);
  // Tests stop the CMS on purpose to check that the site keeps serving; they find it by this file.
  if (values.RUN_DIR) writeFileSync(join(values.RUN_DIR, 'cms.pid'), String(cms.pid));
  log('waiting for the CMS (first start seeds the content: about a minute)');
  await waitFor(`${cmsUrl}/_health`, 'CMS', cms);

  buildSite(env, { force: values.FORCE_BUILD === '1' });

  if (mode === 'build') {
    stopAll(0);
    return;
  }

  claimBuildDir(env, 'npm start');
  const site = serve('site', 'node', [join(standaloneOf(env), 'server/serve.mjs')], 'web', {
    ...env,
    PORT: port,
  });
  await waitFor(`${siteUrl}/api/config`, 'site', site);
  log(`site:      ${siteUrl}`);
  log(`CMS admin: ${cmsUrl}/admin`);
  if (createdAdmin) log(`first admin: ${env.CMS_ADMIN_EMAIL} / ${env.CMS_ADMIN_PASSWORD} (stored in .env)`);
  log('ready (Ctrl+C stops both)');
  site.on('exit', () => stopAll(1));
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  stopAll(1);
});
