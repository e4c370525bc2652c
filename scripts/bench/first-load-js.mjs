// First-load JavaScript: gzip (-9) of the module scripts a page's HTML loads, beside the framework's own
// floor: a bare Next app (root layout and one static page) of the same Next, React and next-intl versions,
// built and served in the same run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * A GET that tries once more when a kept-alive connection turns out closed (the server closes idle
 * ones while Lighthouse runs for a minute between two of these).
 */
export async function get(url) {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

/** Gzip sizes of the scripts a page's HTML loads before anything else happens. */
export async function firstLoadScripts(siteUrl, path) {
  const html = await (await get(`${siteUrl}${path}`)).text();
  // `noModule` scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    .filter(([, attributes]) => !/\bnomodule\b/i.test(attributes))
    .map(([, attributes]) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
  let total = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await get(new URL(src, siteUrl))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { bytes: total, scripts: new Set(sources).size };
}

const layout = `export const metadata = { title: 'Floor' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`;
const page = `export default function Page() {
  return <main><h1>Hello</h1><p>The framework floor.</p></main>;
}
`;

/**
 * Builds and serves the bare app; returns its first-load JavaScript and a stop function. `pages` adds
 * static pages (`app/<name>/page.tsx` sources), e.g. ones as large as a page of the site.
 */
export async function bareFloor({ root, dir, port, pages = {} }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  const versions = (name) =>
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'bench-floor',
      private: true,
      dependencies: Object.fromEntries(
        ['next', 'react', 'react-dom', 'next-intl'].map((name) => [name, versions(name)]),
      ),
    }),
  );
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        jsx: 'preserve',
        strict: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        target: 'es2022',
        lib: ['dom', 'esnext'],
        skipLibCheck: true,
        noEmit: true,
        esModuleInterop: true,
        isolatedModules: true,
        allowJs: true,
        incremental: false,
        resolveJsonModule: true,
        plugins: [{ name: 'next' }],
      },
      include: ['**/*.tsx', '**/*.ts'],
    }),
  );
  writeFileSync(join(dir, 'app/layout.tsx'), layout);
  writeFileSync(join(dir, 'app/page.tsx'), page);
  for (const [name, source] of Object.entries(pages)) {
    mkdirSync(join(dir, 'app', name), { recursive: true });
    writeFileSync(join(dir, 'app', name, 'page.tsx'), source);
  }
  // The site's own installed packages: the same versions, nothing downloaded.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const build = spawnSync('npx', ['next', 'build'], { cwd: dir, env, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the bare app did not build: ${build.stderr.slice(-800)}`);
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const floor = await firstLoadScripts(url, '/');
  return {
    floor,
    url,
    stop: () => {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
    },
  };
}
