#!/usr/bin/env node
// Fails on an import that breaks the house rules of docs/architecture.md:
//  - a cycle between two folders of server/ or pwa/ (A imports B and B, directly or through
//    other folders, imports A), so each feature can be read, tested and changed on its own;
//  - shared/ importing server/ or pwa/ (it must run in both);
//  - a PWA component importing a screen of pwa/routes/ (screens use components, not back);
//  - a file of one server feature importing another feature's repo (call its service);
//  - server infrastructure (db, http, jobs, ffmpeg, ...) importing a feature;
//  - anything but an app importing a server router file (routes are leaves);
//  - a query naming a table outside its owning folder's repos (scripts/table-ownership.mjs).
// Only code that ships is checked: tests and test helpers may reach anywhere.
// Usage: node scripts/check-imports.mjs [root]   (root: the repository to check, default this one)
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { tableOwnershipProblems } from './table-ownership.mjs';

const ROOT = path.resolve(
  process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..'),
);
const CODE = /\.(ts|tsx)$/;
const TEST = /(\.test\.tsx?$|\/test\/)/;

function walk(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (CODE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Relative imports of a file (static, re-exports and dynamic), as repo-relative paths. */
function importsOf(file) {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return info.importedFiles
    .map((ref) => ref.fileName.replace(/\?.*$/, ''))
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => path.relative(ROOT, path.resolve(path.dirname(file), spec)));
}

/** `server/videos` for server/videos/x.ts; a file at a top's root is its own unit. */
function folderOf(rel) {
  const parts = rel.split(path.sep);
  return parts.length > 2 ? parts.slice(0, 2).join('/') : rel.replace(/\.tsx?$/, '');
}

/**
 * Server folders that are features (tables of their own, reached through their services).
 * The rest is infrastructure every feature may use directly: db, http, jobs, ffmpeg, mail, ...
 */
const FEATURES = new Set(
  [
    'accounts',
    'analytics',
    'audit',
    'compliance',
    'integrations',
    'notifications',
    'pricing',
    'settings',
    'share',
    'uploads',
    'videos',
  ].map((name) => `server/${name}`),
);

/** Infrastructure that must not know any feature (the queue learns its handlers from the root). */
const INFRASTRUCTURE = new Set(
  ['access', 'ai', 'db', 'errors', 'events', 'ffmpeg', 'http', 'jobs', 'mail', 'storage'].map(
    (name) => `server/${name}`,
  ),
);

const isRepo = (rel) => /(^|[-/])repo\.ts$/.test(path.basename(rel)) || /-repo\.ts$/.test(rel);

/** The Koa apps that mount routers: the web app and the worker's health/metrics app. */
const APPS = new Set(
  ['server/app.ts', 'server/ops/worker-app.ts'].map((rel) => path.normalize(rel)),
);

/** A server router file (`routes.ts`, `manage-routes.ts`, ...): only the app mounts it. */
const isRoutes = (rel) =>
  rel.startsWith(`server${path.sep}`) && /(^|-)routes\.ts$/.test(path.basename(rel));

const files = ['server', 'pwa', 'shared']
  .flatMap((top) => walk(path.join(ROOT, top)))
  .map((file) => ({ file, rel: path.relative(ROOT, file) }))
  .filter(({ rel }) => !TEST.test(rel));

const problems = [];
/** folder -> folder -> one example import, for the message. */
const edges = new Map();
for (const { file, rel } of files) {
  for (const target of importsOf(file)) {
    const [fromTop] = rel.split(path.sep);
    const [toTop] = target.split(path.sep);
    if (fromTop === 'shared' && toTop !== 'shared') {
      problems.push(`${rel} imports ${target}: shared/ runs in the browser and on the server`);
    }
    if (rel.startsWith('pwa/components/') && target.startsWith('pwa/routes/')) {
      problems.push(`${rel} imports ${target}: a component must not import a screen`);
    }
    const from = folderOf(rel);
    const to = folderOf(target);
    if (INFRASTRUCTURE.has(from) && FEATURES.has(to)) {
      problems.push(`${rel} imports ${target}: infrastructure must not know a feature`);
    }
    if (isRoutes(target) && !APPS.has(rel)) {
      problems.push(`${rel} imports ${target}: routes are leaves, only an app mounts them`);
    }
    if (FEATURES.has(from) && FEATURES.has(to) && from !== to && isRepo(target)) {
      problems.push(`${rel} imports ${target}: call that feature's service, not its repo`);
    }
    // A file at server/'s or pwa/'s root is the composition root (main, app, router) or the
    // kernel every feature is built from (deps, config, clock, ids): not a feature folder.
    if (from === to || fromTop !== toTop || fromTop === 'shared') continue;
    if (rel.split(path.sep).length === 2 || target.split(path.sep).length === 2) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${rel} -> ${target}`);
  }
}

/** Strongly connected components (Tarjan) of `graph`: each with more than one folder is a cycle. */
function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

/** The imports that hold a cycle together: every edge between two of its folders. */
function edgesWithin(graph, component) {
  const members = new Set(component);
  return component.flatMap((from) =>
    [...(graph.get(from) ?? [])].filter(([to]) => members.has(to)).map(([, example]) => example),
  );
}

for (const component of cyclesOf(edges)) {
  const held = edgesWithin(edges, component).join('\n    ');
  problems.push(`folder cycle ${component.join(' <-> ')}, held by:\n    ${held}`);
}

problems.push(
  ...tableOwnershipProblems(
    ROOT,
    files.map(({ rel }) => rel),
  ),
);

if (problems.length > 0) {
  console.error(`check:imports found ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `check:imports: ${files.length} files, no folder cycle, forbidden import or query on another folder's table`,
);
