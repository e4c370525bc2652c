#!/usr/bin/env node
// Marks the scripts a page runs on its first load for eager compilation (V8's explicit compile hints,
// Chrome 136+: a `//# allFunctionsCalledOnLoad` comment as the file's first line). V8 otherwise
// compiles each function on its first call, on the main thread: React's and Next's module factories and
// React's render functions, called during hydration, cost about 150 ms of main-thread compilation on
// `/ja` here (README, Notes). Marked, they compile on a background thread while the file downloads.
// Only first-load scripts are marked: the framework (`rootMainFiles`) and the entry scripts of each
// route segment. Chunks loaded later (the animation player, for one) keep lazy compilation, since
// most of their functions are never called. Runs after `next build` in the workspace's `build` script.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The client reference manifests Next writes beside each route's server code. */
function* manifests(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* manifests(path);
    else if (entry.name.endsWith('_client-reference-manifest.js')) yield path;
  }
}

/**
 * The `static/...` paths of every script some page loads on its first load.
 * @param {string} nextDir the build's `.next` folder
 */
function startupScripts(nextDir) {
  const buildManifest = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8'));
  const files = new Set(/** @type {string[]} */ (buildManifest.rootMainFiles));
  for (const path of manifests(join(nextDir, 'server/app'))) {
    // Each manifest is a script that assigns `globalThis.__RSC_MANIFEST[route]`: run it in a sandbox.
    /** @type {{ __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> }} */
    const sandbox = {};
    runInNewContext(readFileSync(path, 'utf8'), sandbox);
    const routes = sandbox.__RSC_MANIFEST ?? {};
    for (const route of Object.values(routes))
      for (const scripts of Object.values(route.entryJSFiles ?? {}))
        for (const file of scripts) files.add(file);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * Puts the hint on each first-load script that has none yet; returns the paths it changed.
 * @param {string} nextDir
 */
export function markStartupScripts(nextDir) {
  const changed = [];
  for (const file of startupScripts(nextDir)) {
    const path = join(nextDir, file);
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(compileHint)) continue;
    writeFileSync(path, compileHint + source);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nextDir = join(dirname(fileURLToPath(import.meta.url)), '..', process.env.SITE_BUILD_DIR || '.next');
  const changed = markStartupScripts(nextDir);
  process.stdout.write(`compile hints: ${changed.length} first-load scripts marked for eager compilation\n`);
}
