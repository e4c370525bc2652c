#!/usr/bin/env node
// `npm run bench:load`: a launch-day spike on the production stack (fresh ports, as the tests start it):
// BENCH_LOAD_SECONDS (60) at BENCH_LOAD_CONNECTIONS (200) over a mix of pages in several languages,
// feeds, optimised images and API calls, through nginx, with wrk on loopback. Reports requests, errors
// (any status ≥ 400 or socket error counts), p99, and the memory of every part before and after; then
// each address alone for BENCH_LOAD_EACH_SECONDS (5) at the same concurrency, so the mix's tail can be
// traced to the addresses that make it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { wrk } from './bench/throughput.mjs';
import { startProductionStack } from './lib/production-stack.mjs';
import { root } from './lib/setup.mjs';

const log = (message) => console.log(`[bench:load] ${message}`);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const eachSeconds = Number(process.env.BENCH_LOAD_EACH_SECONDS ?? 5);
const parts = ['nginx', 'web-1', 'web-2', 'cms', 'redis', 'postgres'];

/** Resident memory of a part: every process in its group (npx and the node it starts, nginx's workers). */
function memoryMiB(runDir, part) {
  const pid = readFileSync(join(runDir, `${part}.pid`), 'utf8').trim();
  const result = spawnSync('ps', ['-o', 'rss=', '-g', pid], { encoding: 'utf8' });
  const kib = result.stdout
    .split('\n')
    .filter(Boolean)
    .reduce((total, line) => total + Number(line.trim()), 0);
  return Math.round(kib / 1024);
}

const trpcInput = (json) => encodeURIComponent(JSON.stringify({ json }));

async function main() {
  // wrk is one address sending a crowd's traffic: nginx's per-address limits would refuse most of it.
  const stack = await startProductionStack(log, { env: { STACK_UNLIMITED: '127.0.0.1' } });
  try {
    const post = JSON.parse(readFileSync(join(root, 'cms/seed/blog-posts.json'), 'utf8'))[0].slug;
    const event = JSON.parse(readFileSync(join(root, 'cms/seed/events.json'), 'utf8'))[0].slug;
    const home = await (await fetch(`${stack.siteUrl}/de`)).text();
    // Images the site draws itself (Open Graph, per page and language), and optimised CMS images where
    // the page has any (CMS images with their own loader go to the CMS, not through nginx).
    const images = [
      '/og/en/index.png',
      '/og/ja/nft-tickets.png',
      ...[...home.matchAll(/(\/_next\/image\?[^"\s]+)/g)]
        .slice(0, 3)
        .map(([, src]) => src.replaceAll('&amp;', '&')),
    ];
    // `/` as English visitors ask for it (nginx keeps it per language cookie and Accept-Language) and as
    // a Japanese browser and a returning Polish visitor do: redirects, which every time reach a replica.
    const visitors = [
      { path: '/', headers: { 'Accept-Language': 'ja-JP,ja;q=0.9,en;q=0.5' } },
      { path: '/', headers: { Cookie: 'i18n_redirected=pl' } },
    ];
    const paths = [
      '/',
      '/de',
      '/ja/nft-tickets',
      '/mighty-networks-alternative',
      '/pl/events',
      `/events/${event}`,
      `/id/blog/${post}`,
      '/zh/how-to',
      '/feeds/blog/en.xml',
      '/feeds/blog/ja.xml',
      '/api/config',
      `/api/trpc/blog.list?input=${trpcInput({ locale: 'en' })}`,
      `/api/trpc/events.list?input=${trpcInput({ locale: 'de' })}`,
      ...images,
    ];
    const mix = [...paths.map((path) => ({ path, headers: {} })), ...visitors];
    log(`mix of ${mix.length} addresses (${images.length} images)`);
    // Once each first: the spike meets a running site, not its first renders.
    for (const { path, headers } of mix) await fetch(stack.siteUrl + path, { headers, redirect: 'manual' });
    const lua = (value) => JSON.stringify(value);
    const luaHeaders = (headers) =>
      Object.entries({ 'Accept-Encoding': 'gzip', ...headers })
        .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
        .join(', ');
    const script = join(stack.runDir, 'mix.lua');
    writeFileSync(
      script,
      `local mix = {
${mix.map(({ path, headers }) => `  { ${lua(path)}, { ${luaHeaders(headers)} } }`).join(',\n')}
}
local i = 0
request = function()
  i = i + 1
  local entry = mix[(i % #mix) + 1]
  return wrk.format("GET", entry[1], entry[2])
end
`,
    );
    const before = Object.fromEntries(parts.map((part) => [part, memoryMiB(stack.runDir, part)]));
    log(`${seconds} s at ${connections} connections`);
    const result = spawnSync(
      'wrk',
      [
        '-t2',
        `-c${connections}`,
        `-d${seconds}s`,
        '--latency',
        '--timeout',
        '10s',
        '-s',
        script,
        stack.siteUrl,
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
    const after = Object.fromEntries(parts.map((part) => [part, memoryMiB(stack.runDir, part)]));
    const out = result.stdout;
    const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const socketErrors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
    const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1];
    const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
    const report = {
      date: new Date().toISOString(),
      seconds,
      connections,
      mix,
      total,
      rate,
      errors: non2xx + socketErrors,
      non2xx,
      socketErrors,
      p99,
      memoryMiB: { before, after },
    };
    console.table(parts.map((part) => ({ part, 'MiB before': before[part], 'MiB after': after[part] })));
    log(`${total} requests (${Math.round(rate)}/s), ${report.errors} errors, p99 ${p99}`);
    // wrk gives one latency for the whole mix: each address alone, at the same concurrency, shows which
    // ones make its tail.
    log(`each address alone, ${eachSeconds} s at ${connections} connections`);
    report.each = mix.map(({ path, headers }) => ({
      path,
      headers,
      ...wrk(stack.siteUrl + path, { headers, connections, seconds: eachSeconds, timeout: '10s' }),
    }));
    console.table(
      report.each.map(({ path, headers, ...row }) => ({
        address: [path.length > 60 ? `${path.slice(0, 57)}…` : path, ...Object.values(headers)].join(' '),
        'req/s': row.rate,
        'p99 ms': row.p99,
        errors: row.errors,
      })),
    );
    const outDir = join(root, '.run/bench');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      join(outDir, `load-${report.date.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(report, null, 2),
    );
    if (report.errors > 0) {
      log(out);
      process.exitCode = 1;
    }
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(`[bench:load] ${error.message}`);
  process.exit(1);
});
