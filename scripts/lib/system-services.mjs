// The production stack's well-known parts, from Debian's packages: PostgreSQL, Redis and nginx, each with
// its data, configuration and log in the stack's own folder and on its own loopback port, so a machine's
// system services (if any) are left alone.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

import { root } from './setup.mjs';

const packages = [
  { binary: '/usr/sbin/nginx', name: 'nginx-light' },
  { binary: '/usr/bin/redis-server', name: 'redis-server' },
  { binary: '/usr/lib/postgresql', name: 'postgresql' },
];

/** Debian's Chromium, for Lighthouse (`npm run bench`); the tests' own copy comes from `.ci/run`. */
export const chromiumPackage = { binary: '/usr/bin/chromium', name: 'chromium' };

/** Installs the Debian packages that are missing (apt-get; as root, or through sudo). */
export function ensureSystemPackages(log, wanted = packages) {
  const missing = wanted.filter(({ binary }) => !existsSync(binary)).map(({ name }) => name);
  if (missing.length === 0) return;
  log(`installing ${missing.join(', ')} (apt-get)`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const [command, ...rest] = [...asRoot, 'apt-get', ...args];
    const result = spawnSync(command, rest, { stdio: 'inherit', env });
    if (result.status !== 0)
      throw new Error(`apt-get ${args[0]} failed: install ${missing.join(', ')} by hand`);
  }
}

export function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: '127.0.0.1', port: Number(port) });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on port ${port}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

// PostgreSQL refuses to run as root: as root, its files and process belong to Debian's `postgres` user.
function postgresAccount() {
  if (process.getuid?.() !== 0) return {};
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('the postgresql package created no postgres user');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function postgresBin(program) {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return join('/usr/lib/postgresql', versions.at(-1), 'bin', program);
}

/**
 * A PostgreSQL cluster in `dir` (created on first use): `start()` returns the server process. Local
 * socket connections are trusted (this script's own, for creating the user); TCP needs the password.
 */
export function postgresCluster({ dir, port, log }) {
  const account = postgresAccount();
  const data = join(dir, 'postgres');
  const socket = join(dir, 'postgres-socket');
  for (const folder of [data, socket]) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    if (account.uid !== undefined) chownSync(folder, account.uid, account.gid);
  }
  if (!existsSync(join(data, 'PG_VERSION'))) {
    log('creating the PostgreSQL cluster');
    const result = spawnSync(
      postgresBin('initdb'),
      [
        '-D',
        data,
        '--username=postgres',
        '--auth-local=trust',
        '--auth-host=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      { ...account, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (result.status !== 0) throw new Error('initdb failed');
  }
  const psql = (sql, database = 'postgres') => {
    const result = spawnSync(
      postgresBin('psql'),
      [
        '-h',
        socket,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        database,
        '-v',
        'ON_ERROR_STOP=1',
        '-tAc',
        sql,
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`psql: ${result.stderr.trim()}`);
    return result.stdout.trim();
  };
  return {
    start: (logFile) =>
      spawn(
        postgresBin('postgres'),
        [
          '-D',
          data,
          '-p',
          String(port),
          '-k',
          socket,
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'max_connections=100',
        ],
        { ...account, stdio: ['ignore', logFile, logFile], detached: true },
      ),
    /**
     * Resolves once the server answers queries. Its port opens earlier: after an unclean stop it
     * replays its log first and refuses connections with "the database system is starting up".
     */
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      const args = ['-h', socket, '-p', String(port), '-U', 'postgres', '-q'];
      while (spawnSync(postgresBin('pg_isready'), args).status !== 0) {
        if (Date.now() > deadline) throw new Error(`PostgreSQL on port ${port} is not ready`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    /** Creates (or updates the password of) the site's user and its database. */
    ensureDatabase({ name, user, password }) {
      if (!/^[A-Za-z0-9_-]+$/.test(password)) throw new Error('the database password must be base64url');
      psql(
        `DO $$ BEGIN IF EXISTS (SELECT FROM pg_roles WHERE rolname = '${user}') ` +
          `THEN ALTER ROLE ${user} LOGIN PASSWORD '${password}'; ` +
          `ELSE CREATE ROLE ${user} LOGIN PASSWORD '${password}'; END IF; END $$;`,
      );
      if (psql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`) !== '1') {
        psql(`CREATE DATABASE ${name} OWNER ${user} ENCODING 'UTF8'`);
      }
    },
  };
}

/** Redis for the replicas' shared cache: in memory only (a restart empties it, the replicas refill it). */
export function startRedis({ dir, port, logFile }) {
  return spawn(
    '/usr/bin/redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      '256mb',
      // Pages expire on their own; the tag maps (no expiry) are never evicted.
      '--maxmemory-policy',
      'volatile-lru',
    ],
    { stdio: ['ignore', logFile, logFile], detached: true },
  );
}

/** nginx with `deploy/nginx.conf.template` filled in; its cache starts empty on every start. */
const addressList = (value = '') =>
  value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);

/** nginx's realip settings for a CDN in front: the visitor is the first address the CDN did not add. */
const realIp = (cdnAddresses) =>
  addressList(cdnAddresses)
    .map((address) => `  set_real_ip_from ${address};`)
    .concat(cdnAddresses ? ['  real_ip_header X-Forwarded-For;', '  real_ip_recursive on;'] : [])
    .join('\n');

export function startNginx({ dir, port, webPorts, cms, cdnAddresses, unlimited, logFile }) {
  const template = readFileSync(join(root, 'deploy/nginx.conf.template'), 'utf8');
  const staticDir = join(dir, 'nginx-static');
  mkdirSync(join(staticDir, '_stack'), { recursive: true });
  for (const file of readdirSync(join(root, 'deploy/static/_stack'))) {
    writeFileSync(join(staticDir, '_stack', file), readFileSync(join(root, 'deploy/static/_stack', file)));
  }
  spawnSync('rm', ['-rf', join(dir, 'nginx-cache')]);
  const config = template
    .replaceAll('{{RUN_DIR}}', dir)
    .replaceAll('{{STATIC_DIR}}', staticDir)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{CMS_PORT}}', String(cms.port))
    .replaceAll('{{CMS_PUBLIC_PORT}}', String(cms.publicPort))
    .replaceAll('{{PROXY_SECRET}}', cms.proxySecret)
    .replaceAll('{{CMS_ADMIN_RULE}}', cms.admin ? '' : '      return 404;')
    .replaceAll('{{REAL_IP}}', realIp(cdnAddresses))
    .replaceAll(
      '{{UNLIMITED}}',
      addressList(unlimited)
        .map((address) => `    ${address} 0;`)
        .join('\n'),
    )
    .replaceAll(
      '{{WEB_SERVERS}}',
      webPorts.map((webPort) => `    server 127.0.0.1:${webPort} max_fails=1 fail_timeout=3s;`).join('\n'),
    );
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const check = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-c', file, '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected its configuration: ${check.stderr}`);
  return spawn('/usr/sbin/nginx', ['-c', file, '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', logFile, logFile],
    detached: true,
  });
}
