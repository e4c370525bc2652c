#!/usr/bin/env node
// One replica (the standalone server, web/server/serve.mjs) beside a bare Next app serving a static page of
// the same HTML size, with wrk, in one run: what the site's own server work costs per request over what
// Next itself costs for that many bytes. A benchmark, never a test. Needs a built site (`npm run build`);
// uses the CMS at CMS_URL if one runs there (`npm start`), else serves the prerendered pages from the build.
//   npm run bench:replica        home and an event page, the median of BENCH_WRK_ROUNDS (3) rounds each
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { root, standalone } from '../lib/setup.mjs';
import { bareFloor, get } from './first-load-js.mjs';
import { wrk } from './throughput.mjs';

const rounds = Number(process.env.BENCH_WRK_ROUNDS ?? 3);
const log = (message) => console.log(`[bench] ${message}`);
const event = JSON.parse(readFileSync(join(root, 'cms/seed/events.json'), 'utf8'))[0].slug;
const targets = { home: '/', event: `/events/${event}` };

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ok = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** A static page whose server HTML is about `bytes` long: text in the HTML and again in the RSC payload. */
const sizedPage = (
  bytes,
) => `const text = ${JSON.stringify('Lorem ipsum dolor sit amet. '.repeat(Math.max(1, Math.round(bytes / 2 / 28))))};
export default function Page() {
  return <main><h1>Sized</h1><p>{text}</p></main>;
}
`;

const medianRate = (results) => [...results].sort((a, b) => a.rate - b.rate)[Math.floor(results.length / 2)];

async function main() {
  const port = await freePort();
  const replica = spawn('node', [join(standalone, 'server/serve.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      CMS_URL: process.env.CMS_URL ?? `http://127.0.0.1:${await freePort()}`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: 'ignore',
    detached: true,
  });
  const site = `http://localhost:${port}`;
  let bare;
  try {
    await waitFor(`${site}/robots.txt`);
    const sizes = {};
    for (const [name, path] of Object.entries(targets)) {
      const html = await (await get(site + path)).text();
      sizes[name] = Buffer.byteLength(html);
    }
    log(`building the bare Next app with pages of ${Object.values(sizes).join(' and ')} bytes`);
    bare = await bareFloor({
      root,
      dir: join(root, '.run/bench/bare-sized'),
      port: await freePort(),
      pages: Object.fromEntries(Object.entries(sizes).map(([name, bytes]) => [name, sizedPage(bytes)])),
    });
    const rows = [];
    for (const [name, path] of Object.entries(targets)) {
      const bareHtml = await (await get(`${bare.url}/${name}`)).text();
      const results = Array.from({ length: rounds }, () => ({
        replica: wrk(site + path),
        bare: wrk(`${bare.url}/${name}`),
      }));
      const one = medianRate(results.map((result) => result.replica));
      const floor = medianRate(results.map((result) => result.bare));
      rows.push({
        page: `${name} (${path})`,
        'HTML bytes replica/bare': `${sizes[name]}/${Buffer.byteLength(bareHtml)}`,
        'replica req/s': one.rate,
        'bare Next req/s': floor.rate,
        'replica/bare': Number((one.rate / floor.rate).toFixed(2)),
        'p99 ms replica/bare': `${one.p99}/${floor.p99}`,
        errors: one.errors + floor.errors,
      });
    }
    console.table(rows);
  } finally {
    bare?.stop();
    try {
      process.kill(-replica.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
