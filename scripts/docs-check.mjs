#!/usr/bin/env node
// npm run docs:check: the documentation cannot drift from the code silently. Fails (exit 1, one line per
// problem) when
//   - a repository path named in README.md or docs/**/*.md (in backticks, or as a link) does not exist;
//   - a link's #anchor names no heading of its target;
//   - an environment variable named in the docs is read nowhere in the code;
//   - a variable the code reads (web/, cms/, scripts/, deploy/, .ci/, packages/) is not in
//     docs/configuration.md;
//   - a tree map's entry (a fence without a language, like README.md's map) does not exist;
//   - `npm run x` names no script;
//   - README.md is longer than one screen (readmeMaxLines).
// `node scripts/docs-check.mjs --list` prints every variable the code reads and the files that read it
// (what docs/configuration.md is written from). Node built-ins only: it runs before `npm install` has.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const self = relative(root, fileURLToPath(import.meta.url));

// --- the exceptions, each with its reason ----------------------------------------------------------

/** Paths the docs may name that a clean clone does not have: made at run time, never committed. */
const generatedPaths = [
  '.env', // npm start writes the secrets there on the first run
  '.run/', // the stacks' databases, logs and reports, the bench's JSON, the screenshots
  'web/.next/', // the site build of npm start and npm run stack
  'web/.next-test/', // the site build of the tests and benchmarks
  'cms/.tmp/', // the SQLite database of npm start
  'cms/dist/', // the CMS's build
  'web/test-results/', // Playwright's output folder: traces and the visual suite's diff images
];

/** Names that look like environment variables in the code but are not read from the environment. */
const notEnvironment = new Set([
  'SECONDS', // bash's own timer in .ci/run
]);

/**
 * Variables the docs may name although no code of this repository reads them: read by the tools the
 * code starts, and set by our scripts on purpose.
 */
const readByTools = new Set([
  'NEXT_TELEMETRY_DISABLED', // Next.js: .ci/run and npm start switch its telemetry off
  'STRAPI_TELEMETRY_DISABLED', // Strapi: likewise
  'PLAYWRIGHT_JSON_OUTPUT_NAME', // Playwright's JSON reporter: where npm test reads the counts from
]);

// --- the code's reads -------------------------------------------------------------------------------

const codeRoots = ['web', 'cms', 'scripts', 'deploy', '.ci', 'packages'];
const skipDirs = new Set([
  'node_modules',
  '.next',
  '.next-test',
  'dist',
  'build',
  '.tmp',
  '.strapi',
  '.cache',
  'test-results',
  'playwright-report',
  'coverage',
  'types', // cms/types: Strapi's generated declarations
]);
const codeFile = /\.(?:[cm]?[jt]sx?|sh|template)$/;

function walk(dir, keep, found = []) {
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!skipDirs.has(name)) walk(path, keep, found);
    } else if (keep(path)) {
      found.push(path);
    }
  }
  return found;
}

const name = '([A-Z][A-Z0-9_]*)';
// process.env.X, process.env['X'], Strapi's env('X') / env.int('X') ..., t3-env's env.X (web/src/env.ts)
// and the start scripts' merged settings, values.X (scripts/lib/setup.mjs: .env, then the environment).
const readPatterns = [
  new RegExp(`process\\.env\\.${name}`, 'g'),
  new RegExp(`process\\.env\\[\\s*['"]${name}['"]\\s*\\]`, 'g'),
  new RegExp(`\\benv(?:\\.[a-z]+)?\\(\\s*['"]${name}['"]`, 'g'),
  new RegExp(`\\b(?:env|values)\\.${name}\\b`, 'g'),
];
const shellRead = new RegExp(`\\$\\{?${name}`, 'g');

/** Map of variable → files (relative) that read it. */
function codeReads() {
  const reads = new Map();
  const files = codeRoots.flatMap((dir) =>
    walk(join(root, dir), (path) => codeFile.test(path) || relative(root, path) === '.ci/run'),
  );
  for (const file of files) {
    const where = relative(root, file);
    if (where === self) continue;
    const text = readFileSync(file, 'utf8');
    const patterns = where === '.ci/run' || where.endsWith('.sh') ? [shellRead] : readPatterns;
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const variable = match[1];
        if (notEnvironment.has(variable)) continue;
        if (!reads.has(variable)) reads.set(variable, new Set());
        reads.get(variable).add(where);
      }
    }
  }
  return reads;
}

// --- the docs ----------------------------------------------------------------------------------------

const docFiles = () => [join(root, 'README.md'), ...walk(join(root, 'docs'), (path) => path.endsWith('.md'))];

/** Text without fenced code blocks (ASCII diagrams, shell sessions): only prose and tables are read. */
const withoutFences = (text) => text.replace(/^```[\s\S]*?^```/gm, '');
const codeSpans = (text) => [...withoutFences(text).matchAll(/`([^`\n]+)`/g)].map((match) => match[1].trim());

// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens.
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchorsOf = (file) =>
  new Set(
    withoutFences(readFileSync(file, 'utf8'))
      .split('\n')
      .filter((line) => /^#{1,6}\s/.test(line))
      .map((line) => slug(line.replace(/^#+\s*/, ''))),
  );

const topLevel = new Set(readdirSync(root).filter((entry) => !['node_modules', '.git'].includes(entry)));
const fileLike = /\.(?:[cm]?[jt]sx?|json|md|css|conf|template|sh|ya?ml)$/;
// A segment with a placeholder or a wildcard ends what can be checked: `web/messages/<locale>.json`,
// `cms/src/api/*`, `scripts/bench*.mjs`, `web/src/app/[locale]/(menu|base|default)/…`.
const wildcard = /[*<{…|]|\.\.\./;

function checkPath(path, problems, where) {
  if (generatedPaths.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return;
  const segments = path.replace(/\/$/, '').split('/');
  const cut = segments.findIndex((segment) => wildcard.test(segment));
  const fixed = cut === -1 ? segments : segments.slice(0, cut);
  if (fixed.length === 0) return;
  const full = join(root, ...fixed);
  if (!existsSync(full)) {
    problems.push(`${where}: \`${path}\` does not exist`);
    return;
  }
  const alternatives = cut === -1 ? null : /^\((\w+(?:\|\w+)+)\)$/.exec(segments[cut]);
  if (alternatives) {
    // `(menu|base|default)`: Next's route groups, each of which must exist.
    for (const group of alternatives[1].split('|')) {
      if (!existsSync(join(full, `(${group})`))) problems.push(`${where}: \`${path}\`: no (${group})`);
    }
  } else if (cut !== -1) {
    // The wildcard's own segment must match something in the folder before it.
    const pattern = new RegExp(
      '^' +
        segments[cut]
          .replace(/[.+?^$()[\]\\]/g, '\\$&')
          .replace(/\\\.\\\.\\\.|…|\*/g, '.*')
          .replace(/<[^>]*>|\{[^}]*\}/g, '.+')
          .replace(/\|/g, '.*') +
        '$',
    );
    if (statSync(full).isDirectory() && !readdirSync(full).some((entry) => pattern.test(entry))) {
      problems.push(`${where}: \`${path}\`: nothing in ${fixed.join('/')}/ matches ${segments[cut]}`);
    }
  }
}

/** Fenced blocks, each with its info string (`sh`, or '' for none) and its lines. */
function fences(text) {
  const found = [];
  let open = null;
  for (const line of text.split('\n')) {
    const marker = /^```(.*)$/.exec(line);
    if (marker && open) {
      found.push(open);
      open = null;
    } else if (marker) {
      open = { info: marker[1].trim(), lines: [] };
    } else if (open) {
      open.lines.push(line);
    }
  }
  return found;
}

/**
 * A tree map (a fence without a language whose first line names a top-level entry, like README.md's):
 * each line's first word is a path under the nearest less-indented line above it.
 */
function checkTreeMaps(text, problems, where) {
  for (const fence of fences(text).filter(({ info }) => info === '')) {
    const lines = fence.lines.filter((line) => line.trim());
    const first = /^(\S+)\s/.exec(lines[0] ?? '');
    if (!first || !topLevel.has(first[1].split('/')[0])) continue;
    const parents = [];
    for (const line of lines) {
      const indent = line.length - line.trimStart().length;
      const word = line.trim().split(/\s+/)[0];
      // A wrapped description's next line, not an entry.
      if (!/[/.]/.test(word) || /[,;:]$/.test(word)) continue;
      while (parents.length > 0 && parents.at(-1).indent >= indent) parents.pop();
      const path = (parents.at(-1)?.path ?? '') + word;
      checkPath(path, problems, `${where} (tree map)`);
      if (word.endsWith('/')) parents.push({ indent, path });
    }
  }
}

const scripts = (workspace) =>
  JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts ?? {};

/** `npm run x` must be a root script, `npm run x -w web` (or `--workspace web`) one of that workspace. */
function checkScripts(text, problems, where) {
  for (const match of text.matchAll(
    /npm run ([\w-]+(?::[\w-]+)*)(?:[^\n`]*?(?:-w|--workspace)[ =](\w+))?/g,
  )) {
    const workspace = match[2] ?? '.';
    if (!existsSync(join(root, workspace, 'package.json')) || !(match[1] in scripts(workspace))) {
      problems.push(`${where}: \`npm run ${match[1]}\` is not a script of ${workspace}/package.json`);
    }
  }
}

/** Problems with the paths, links and scripts of one doc. */
function checkReferences(file, problems) {
  const where = relative(root, file);
  const text = readFileSync(file, 'utf8');
  checkTreeMaps(text, problems, where);
  checkScripts(text, problems, where);
  for (const span of codeSpans(text)) {
    if (/\s/.test(span) || /^[a-z]+:/i.test(span)) continue; // commands, URLs
    const first = span.split('/')[0];
    if (span.startsWith('../')) {
      problems.push(`${where}: \`${span}\` is outside the repository`);
    } else if ((span.includes('/') && topLevel.has(first)) || (topLevel.has(span) && span !== 'docs')) {
      checkPath(span, problems, where);
    } else if (span.includes('/') && !span.startsWith('/') && fileLike.test(span) && !wildcard.test(span)) {
      // `lib/cms/memo.ts` could be any of several folders: name files from the repository root.
      problems.push(`${where}: \`${span}\`: write the path from the repository root`);
    }
  }
  for (const match of withoutFences(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1];
    if (/^[a-z]+:/i.test(target)) continue; // https:, mailto:
    const [path, anchor] = target.split('#');
    const full = path ? resolve(dirname(file), path) : file;
    if (!full.startsWith(root + '/') || !existsSync(full)) {
      problems.push(`${where}: link to ${target} does not exist`);
    } else if (anchor && full.endsWith('.md') && !anchorsOf(full).has(anchor)) {
      problems.push(`${where}: link to ${target}: no such heading`);
    }
  }
}

/** The README is what a newcomer reads first: one screen, with everything else in docs/. */
const readmeMaxLines = 90;

/** Variables a doc names: `NAME_WITH_UNDERSCORE`, `NAME=value`, and every name in configuration.md. */
function documentedVariables(file) {
  const names = new Set();
  const isConfiguration = relative(root, file) === 'docs/configuration.md';
  for (const span of codeSpans(readFileSync(file, 'utf8'))) {
    const assignment = /^([A-Z][A-Z0-9_]*)=/.exec(span);
    if (assignment) names.add(assignment[1]);
    else if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(span)) names.add(span);
    else if (isConfiguration && /^[A-Z][A-Z0-9_]*$/.test(span)) names.add(span);
  }
  return names;
}

function main() {
  const reads = codeReads();
  if (process.argv.includes('--list')) {
    for (const [variable, files] of [...reads].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`${variable}\t${[...files].join(', ')}`);
    }
    return;
  }
  const problems = [];
  const configuration = join(root, 'docs/configuration.md');
  const documentedInConfiguration = existsSync(configuration)
    ? documentedVariables(configuration)
    : new Set();
  if (!existsSync(configuration)) problems.push('docs/configuration.md is missing');
  const readmeLines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
  if (readmeLines > readmeMaxLines) {
    problems.push(`README.md: ${readmeLines} lines, more than ${readmeMaxLines}: move the detail to docs/`);
  }
  for (const file of docFiles()) {
    checkReferences(file, problems);
    for (const variable of documentedVariables(file)) {
      if (!reads.has(variable) && !readByTools.has(variable)) {
        problems.push(`${relative(root, file)}: \`${variable}\` is read nowhere in the code`);
      }
    }
  }
  for (const [variable, files] of reads) {
    if (!documentedInConfiguration.has(variable)) {
      problems.push(`docs/configuration.md: \`${variable}\` (read in ${[...files][0]}) is not documented`);
    }
  }
  for (const problem of problems) console.log(problem);
  if (problems.length > 0) {
    console.log(`docs:check: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log(`docs:check: ${docFiles().length} files, ${reads.size} variables, all true`);
}

main();
