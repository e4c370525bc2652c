// What `npm start` and `npm run stack` share: installing, the generated settings, and building only what
// changed. Node built-ins only: this runs before `npm install` has.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The folder under web/ the site is built into and served from: `.next` for `npm start` and `npm run
 * stack`, `.next-test` for the tests and benchmarks (scripts/lib/test-stack.mjs), so that neither ever
 * rebuilds the files a running server of the other is reading. Next reads the same variable
 * (web/next.config.ts `distDir`), and so does the production server (web/server/serve.mjs).
 */
export const buildDir = (env = process.env) => env.SITE_BUILD_DIR || '.next';
// `output: 'standalone'` nests the server under the workspace folder name.
export const standaloneOf = (env = process.env) => join(root, 'web', buildDir(env), 'standalone/web');
export const standalone = standaloneOf();
const log = (message) => console.log(`[start] ${message}`);

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

// 1. Dependencies: install when node_modules is missing or older than the lockfile or a patch in patches/
// (installing applies them: `postinstall` runs patch-package).
//
// better-sqlite3's install script compiles SQLite from source on machines that cannot reach GitHub, where
// its prebuilt binaries are: about 50 s of one core, which the install used to wait on. The install skips
// it; `ensureSqliteBinding` compiles it beside what comes next (the CMS's admin build, the tests' static
// checks), and is awaited before anything opens a SQLite database.
const compiledApart = 'better-sqlite3';

export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const patches = join(root, 'patches');
  const inputs = [
    join(root, 'package-lock.json'),
    ...(existsSync(patches) ? readdirSync(patches).map((name) => join(patches, name)) : []),
  ];
  const stale =
    !existsSync(marker) ||
    inputs.some((file) => existsSync(file) && statSync(file).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  log('installing dependencies (first run: a few minutes)');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STRAPI_TELEMETRY_DISABLED: 'true' };
  // `npm ci` cannot work here: the registry lacks other platforms' optional packages (README notes).
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], { env });
  // The install scripts it skipped, but the compile: the packages' own (esbuild's, swc's...), then ours.
  const lock = JSON.parse(readFileSync(marker, 'utf8'));
  const scripted = Object.entries(lock.packages ?? {})
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    .filter((name, index, names) => name !== compiledApart && names.indexOf(name) === index);
  if (scripted.length > 0) run('npm', ['rebuild', ...scripted], { env });
  run('npm', ['run', 'postinstall'], { env });
  // npm leaves its marker alone when the lockfile did not change; a newer patch would reinstall every time.
  utimesSync(marker, new Date(), new Date());
}

/** Whether better-sqlite3 loads and opens a database, in a process of its own (a failed load may abort). */
export function sqliteBindingLoads() {
  const script = `new (require('${compiledApart}'))(':memory:').close()`;
  return spawnSync('node', ['-e', script], { cwd: join(root, 'cms'), stdio: 'ignore' }).status === 0;
}

/**
 * Resolves once better-sqlite3 loads: at once when it does, else after compiling it (`npm rebuild`, in
 * the background; the caller goes on with other work). Also mends a binding built for another Node.
 */
export function ensureSqliteBinding() {
  if (sqliteBindingLoads()) return Promise.resolve();
  log(`${compiledApart}: compiling SQLite (about a minute, beside the next steps)`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['rebuild', compiledApart], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code === 0 && sqliteBindingLoads()) resolve();
      else reject(new Error(`npm rebuild ${compiledApart} failed (${code}); its output is above`));
    });
  });
}

// 2. Secrets and settings: generated once into .env (ignored by git); values already there are kept.
function parseEnvFile(text) {
  const values = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^"(.*)"$/, '$1');
  }
  return values;
}

export function ensureEnvFile() {
  const file = join(root, '.env');
  const existing = existsSync(file) ? parseEnvFile(readFileSync(file, 'utf8')) : {};
  const secret = (bytes = 32) => randomBytes(bytes).toString('base64url');
  const generated = {
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    CMS_API_TOKEN: randomBytes(48).toString('hex'),
    REVALIDATE_SECRET: secret(),
    PREVIEW_SECRET: secret(),
    CMS_PROXY_SECRET: secret(),
    CMS_ADMIN_EMAIL: 'admin@belong.local',
    // Strapi's password rules: 8+ characters with upper case, lower case and a digit.
    CMS_ADMIN_PASSWORD: `Belong-${secret(12)}9a`,
    EMAIL_PROVIDER: 'belong-email-log',
    // The production stack's PostgreSQL user (`npm run stack` creates it).
    STACK_DATABASE_PASSWORD: secret(),
  };
  const missing = Object.entries(generated).filter(([key]) => !(key in existing));
  if (missing.length > 0) {
    const header = existsSync(file)
      ? ''
      : '# Generated by `npm start` on first run. Never commit this file.\n';
    writeFileSync(file, header + missing.map(([key, value]) => `${key}=${value}`).join('\n') + '\n', {
      flag: 'a',
    });
    log(`wrote ${missing.length} generated setting(s) to .env`);
  }
  const fromFile = { ...existing, ...Object.fromEntries(missing) };
  // The process environment wins over the file, so tests and operators can override anything.
  return {
    values: { ...fromFile, ...process.env },
    // Announced only when the file's password is the one in use (tests pass their own).
    createdAdmin:
      missing.some(([key]) => key === 'CMS_ADMIN_PASSWORD') && process.env.CMS_ADMIN_PASSWORD === undefined,
  };
}

// 3. Builds: skipped when a fingerprint of the sources matches the one stored with the last build.
function fingerprint(paths) {
  const hash = createHash('sha256');
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (
          ![
            'node_modules',
            '.next',
            '.next-test',
            'dist',
            '.tmp',
            '.strapi',
            'test-results',
            'playwright-report',
          ].includes(name)
        ) {
          walk(join(path, name));
        }
      }
    } else {
      hash.update(relative(root, path)).update(readFileSync(path));
    }
  };
  paths.forEach((path) => walk(join(root, path)));
  return hash.digest('hex');
}

function buildIfChanged(name, sources, stampFile, build, { force = false, salt = '' } = {}) {
  const stampPath = join(root, stampFile);
  const current = createHash('sha256').update(fingerprint(sources)).update(salt).digest('hex');
  if (!force && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === current) {
    log(`${name}: up to date`);
    return;
  }
  log(`${name}: building`);
  build();
  mkdirSync(dirname(stampPath), { recursive: true });
  writeFileSync(stampPath, current);
}

/** The CMS's admin panel, rebuilt when its sources changed. */
export function buildCms(env) {
  buildIfChanged(
    'CMS (admin panel)',
    ['cms/src', 'cms/config', 'cms/package.json', 'packages/shared', 'package-lock.json', 'patches'],
    'cms/dist/.build-stamp',
    () => run('npx', ['strapi', 'build'], { cwd: join(root, 'cms'), env }),
  );
}

/**
 * The site's production build, prerendered from the CMS running now. Its key is the sources, the seed the
 * CMS content comes from, and what the build bakes into pages and scripts (the CMS media origin): not
 * which database, so the test stack and the production stack that follows it share one build. Rebuilt
 * when the key changed or when `force`. Refused while a server is serving that folder (`claimBuildDir`).
 */
export function buildSite(env, { force = false } = {}) {
  const dir = buildDir(env);
  const media = new URL(env.CMS_PUBLIC_URL || env.CMS_URL || 'http://localhost:1337').origin;
  buildIfChanged(
    'site',
    [
      'web/src',
      'web/server',
      'web/messages',
      'web/public',
      'web/scripts',
      'web/cache-handler.mjs',
      'web/next.config.ts',
      'web/package.json',
      'packages/shared',
      'cms/src/seed',
      'cms/seed',
      'package-lock.json',
    ],
    `web/${dir}/.build-stamp`,
    () => {
      refuseWhileServed(dir);
      // A build prerenders from the CMS that is running now; stale fetch caches must not leak in.
      spawnSync('rm', ['-rf', join(root, 'web', dir)]);
      // The web workspace's build: `next build`, then the compile hints (web/scripts/compile-hints.mjs).
      // A visitor's request gives up on the CMS after CMS_TIMEOUT_MS (5 s); the build's prerender of a
      // thousand pages may wait longer on a busy machine, rather than fail the build.
      run('npm', ['run', 'build'], {
        cwd: join(root, 'web'),
        env: { ...env, CMS_TIMEOUT_MS: '30000' },
      });
      // The standalone server (what replicas run) serves static files from its own folder, and runs
      // through our entry (web/server/serve.mjs: the translated 500 page in the server HTML).
      const standaloneDir = standaloneOf(env);
      cpSync(join(root, 'web', dir, 'static'), join(standaloneDir, dir, 'static'), { recursive: true });
      cpSync(join(root, 'web/server'), join(standaloneDir, 'server'), { recursive: true });
      if (existsSync(join(root, 'web/public')))
        cpSync(join(root, 'web/public'), join(standaloneDir, 'public'), { recursive: true });
    },
    { force, salt: media },
  );
}

// Who serves a build folder: `web/<dir>.serving` holds the serving script's pid and command.
const servingFile = (dir) => join(root, 'web', `${dir}.serving`);

function refuseWhileServed(dir) {
  const file = servingFile(dir);
  if (!existsSync(file)) return;
  const { pid, command } = JSON.parse(readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
  } catch {
    return; // its server is gone
  }
  throw new Error(
    `web/${dir} is being served by \`${command}\` (pid ${pid}): stop it before rebuilding, ` +
      'or run this with SITE_BUILD_DIR set to another folder',
  );
}

/** Marks the build folder as served by this process, until it exits; a rebuild meanwhile is refused. */
export function claimBuildDir(env, command) {
  const file = servingFile(buildDir(env));
  writeFileSync(file, JSON.stringify({ pid: process.pid, command }));
  process.on('exit', () => {
    try {
      if (JSON.parse(readFileSync(file, 'utf8')).pid === process.pid) rmSync(file);
    } catch {
      // already gone
    }
  });
}

// A process that dies is noticed at once (below); the deadline is for one that hangs. Seeding a fresh
// PostgreSQL database took over 240 s on the 2 shared cores while other builds ran, so it is generous.
export async function waitFor(url, what, child, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s (${url})`);
}
