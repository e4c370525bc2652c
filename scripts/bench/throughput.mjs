// Requests per second and p99 with wrk (Debian's, on loopback, bounded by time): the same page from the
// Next server alone, from the stack through nginx, and from nginx serving the very same gzip bytes from
// disk, one after another in one run, so their ratios mean something on a shared machine.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

const seconds = Number(process.env.BENCH_WRK_SECONDS ?? 10);
const connections = Number(process.env.BENCH_WRK_CONNECTIONS ?? 32);

/** wrk on one address; `connections`, `seconds` and `timeout` override the throughput part's defaults. */
export function wrk(
  url,
  { headers = {}, connections: open = connections, seconds: run = seconds, timeout } = {},
) {
  const args = ['-t2', `-c${open}`, `-d${run}s`, '--latency', '-H', 'Accept-Encoding: gzip'];
  if (timeout) args.push('--timeout', timeout);
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const result = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wrk failed on ${url}: ${result.stderr}`);
  const out = result.stdout;
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p99Text = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const p99 = p99Text ? Number(p99Text[1]) * { us: 0.001, ms: 1, s: 1000 }[p99Text[2]] : NaN;
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((total, value) => total + Number(value), 0) : 0;
  return { rate: Math.round(rate), p99: Number(p99.toFixed(2)), errors: errors + socketErrors };
}

/** The exact bytes a URL answers with gzip, undecoded. */
export function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] ?? '' }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** nginx serving files as they are (already gzip), one worker per core as the stack's nginx does. */
export function staticNginx({ dir, port, files }) {
  mkdirSync(join(dir, 'files'), { recursive: true });
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, 'files', name), body);
  const config = `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen ${port};
    root ${dir}/files;
    default_type text/html;
    add_header Content-Encoding gzip;
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  const child = spawn('/usr/sbin/nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
    stdio: 'ignore',
    detached: true,
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
    },
  };
}
