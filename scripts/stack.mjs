#!/usr/bin/env node
// `npm run stack`: the production layout on one machine, from well-known parts.
//
//   browser ─▶ nginx :8080 (page cache) ─▶ web replicas :3101, :3102 ─▶ Strapi :1338 ─▶ PostgreSQL :5433
//           nginx :8081 (the CMS's public paths) ─────────────────────┘ (loopback only)
//                                              └─ Redis :6380: Next's page and data cache, shared
//
// Installs the Debian packages that are missing, creates the database and its user, builds what changed
// (the site is prerendered from this stack's CMS), starts everything and restarts a part that dies, as a
// process manager would. Ctrl+C stops it all. Data, logs and configuration live in STACK_RUN_DIR
// (default .run/stack); the database survives restarts, nginx's cache and Redis start empty.
//
// Environment (also read from .env): PORT (nginx), WEB_PORTS (one port per replica), CMS_PORT (Strapi, on
// loopback), CMS_PUBLIC_PORT (nginx in front of Strapi), STACK_CMS_ADMIN=false (no admin panel there),
// STACK_CDN_ADDRESSES (a CDN's ranges in front of nginx), STACK_UNLIMITED (addresses without nginx's limits),
// REDIS_PORT, POSTGRES_PORT, STACK_RUN_DIR, FORCE_BUILD=1, SITE_BUILD_DIR (the build's folder under web/).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  buildCms,
  buildSite,
  claimBuildDir,
  ensureDependencies,
  ensureEnvFile,
  root,
  standaloneOf,
  waitFor,
} from './lib/setup.mjs';
import {
  ensureSystemPackages,
  postgresCluster,
  startNginx,
  startRedis,
  waitForPort,
} from './lib/system-services.mjs';

const log = (message) => console.log(`[stack] ${message}`);

const parts = new Map();
let stopping = false;

/**
 * Starts a part and keeps it running: when it exits on its own it is started again (after a pause that
 * grows while it keeps failing), and its current process id is in `<run dir>/<name>.pid`. While a file
 * `<run dir>/<name>.hold` exists a stopped part stays stopped (maintenance; the fault tests use it).
 */
function supervise(name, runDir, start) {
  const part = { name, child: null, restarts: 0 };
  const launch = () => {
    const logFile = openSync(join(runDir, `${name}.log`), 'a');
    const child = start(logFile);
    const startedAt = Date.now();
    part.child = child;
    writeFileSync(join(runDir, `${name}.pid`), String(child.pid));
    child.on('exit', (code, signal) => {
      if (stopping) return;
      part.restarts = Date.now() - startedAt > 30_000 ? 0 : part.restarts + 1;
      const pause = Math.min(500 * 2 ** part.restarts, 10_000);
      log(`${name} exited (${signal ?? code}); starting it again in ${pause / 1000} s`);
      const hold = join(runDir, `${name}.hold`);
      const relaunch = () => {
        if (stopping) return;
        if (existsSync(hold)) setTimeout(relaunch, 250);
        else launch();
      };
      setTimeout(relaunch, pause);
    });
  };
  launch();
  parts.set(name, part);
  return part;
}

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  // The front first, the database last, so nothing writes to a part that has gone.
  for (const part of [...parts.values()].reverse()) {
    try {
      // PostgreSQL's fast shutdown is SIGINT; the others finish their requests on SIGTERM.
      process.kill(-part.child.pid, part.name === 'postgres' ? 'SIGINT' : 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(exitCode), 3000).unref();
}

async function main() {
  ensureDependencies();
  ensureSystemPackages(log);
  const { values } = ensureEnvFile();
  const port = values.PORT ?? '8080';
  const webPorts = (values.WEB_PORTS ?? '3101,3102').split(',').map((value) => value.trim());
  const cmsPort = values.CMS_PORT ?? '1338';
  const cmsPublicPort = values.CMS_PUBLIC_PORT ?? '8081';
  const redisPort = values.REDIS_PORT ?? '6380';
  const postgresPort = values.POSTGRES_PORT ?? '5433';
  const runDir = values.STACK_RUN_DIR ?? join(root, '.run/stack');
  mkdirSync(runDir, { recursive: true });
  // nginx's workers and PostgreSQL run as other users: they must be able to enter this folder.
  chmodSync(runDir, 0o755);

  const siteUrl = `http://localhost:${port}`;
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const cmsPublicUrl = values.STACK_CMS_PUBLIC_URL ?? `http://localhost:${cmsPublicPort}`;
  const database = { name: 'belong', user: 'belong', password: values.STACK_DATABASE_PASSWORD };
  const env = {
    ...values,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_PORT: cmsPort,
    CMS_URL: cmsUrl,
    // Strapi listens on loopback: browsers reach it only through nginx's CMS port, on the paths it passes.
    HOST: '127.0.0.1',
    CMS_PUBLIC_URL: cmsPublicUrl,
    // The replicas take the visitor's address and scheme from nginx alone (web/server/client-address.mjs).
    TRUSTED_PROXIES: values.TRUSTED_PROXIES ?? '127.0.0.1, ::1',
    // Links in mails and the CMS webhook go through the front door, like a visitor's request.
    WEB_URL: values.STACK_PUBLIC_URL ?? siteUrl,
    SITE_URL: values.STACK_PUBLIC_URL ?? siteUrl,
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: `postgres://${database.user}:${database.password}@127.0.0.1:${postgresPort}/${database.name}`,
  };
  delete env.PORT;
  delete env.DATABASE_FILENAME;

  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  const postgres = postgresCluster({ dir: runDir, port: postgresPort, log });
  supervise('postgres', runDir, (logFile) => postgres.start(logFile));
  await postgres.ready();
  postgres.ensureDatabase(database);
  log(`PostgreSQL :${postgresPort}, database ${database.name}`);

  supervise('redis', runDir, (logFile) => startRedis({ dir: runDir, port: redisPort, logFile }));
  await waitForPort(redisPort);
  log(`Redis :${redisPort}`);

  buildCms(env);
  const cms = supervise('cms', runDir, (logFile) =>
    spawn('npx', ['strapi', 'start'], {
      cwd: join(root, 'cms'),
      env,
      stdio: ['ignore', logFile, logFile],
      detached: true,
    }),
  );
  log('waiting for the CMS (a new database is seeded first: about a minute)');
  await waitFor(`${cmsUrl}/_health`, 'CMS', cms.child);

  buildSite(env, { force: values.FORCE_BUILD === '1' });
  claimBuildDir(env, 'npm run stack');

  const replicas = webPorts.map((webPort, index) =>
    supervise(`web-${index + 1}`, runDir, (logFile) =>
      spawn('node', [join(standaloneOf(env), 'server/serve.mjs')], {
        cwd: join(root, 'web'),
        // The default HOSTNAME: with another, Next takes its own rewrites for another host's (README notes).
        env: { ...env, PORT: webPort, REDIS_URL: `redis://127.0.0.1:${redisPort}` },
        stdio: ['ignore', logFile, logFile],
        detached: true,
      }),
    ),
  );
  await Promise.all(
    replicas.map((replica, index) =>
      waitFor(`http://127.0.0.1:${webPorts[index]}/robots.txt`, replica.name, replica.child),
    ),
  );
  log(`web replicas :${webPorts.join(', :')} (shared cache in Redis)`);

  const cmsFront = {
    port: cmsPort,
    publicPort: cmsPublicPort,
    proxySecret: values.CMS_PROXY_SECRET,
    admin: values.STACK_CMS_ADMIN !== 'false',
  };
  supervise('nginx', runDir, (logFile) =>
    startNginx({
      dir: runDir,
      port,
      webPorts,
      cms: cmsFront,
      cdnAddresses: values.STACK_CDN_ADDRESSES,
      unlimited: values.STACK_UNLIMITED,
      logFile,
    }),
  );
  await waitForPort(port);

  log(
    `site:      ${siteUrl}   (nginx; replicas: ${webPorts.map((webPort) => `http://127.0.0.1:${webPort}`).join(', ')})`,
  );
  log(
    cmsFront.admin
      ? `CMS admin: ${cmsPublicUrl}/admin   (${values.CMS_ADMIN_EMAIL}, password in .env)`
      : `CMS: ${cmsPublicUrl} (social sign-in and uploads only; STACK_CMS_ADMIN=false)`,
  );
  log(`logs:      ${runDir}/<part>.log`);
  log('ready (Ctrl+C stops everything)');
}

main().catch((error) => {
  console.error(`[stack] ${error.message}`);
  stopAll(1);
});
