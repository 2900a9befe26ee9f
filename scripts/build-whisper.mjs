// `npm run whisper:build`: compiles whisper-cli from the whisper.cpp source that the
// nodejs-whisper package bundles, into .cache/whisper/<source hash>/, and points
// .cache/whisper/whisper-cli at it (the path server/ai/whisper-cli.ts looks for).
// CPU only: no BLAS, GPU, curl or SDL, so the binary needs nothing but libc and libstdc++ and
// never reaches the network. A build of the same source and flags is reused, so running this
// again takes well under a second.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'node_modules', 'nodejs-whisper', 'cpp', 'whisper.cpp');
const cacheDir = path.join(root, '.cache', 'whisper');
const link = path.join(cacheDir, 'whisper-cli');

const cmakeFlags = [
  '-DCMAKE_BUILD_TYPE=Release',
  // Static whisper and ggml libraries: the binary can be copied out of its build folder.
  '-DBUILD_SHARED_LIBS=OFF',
  '-DWHISPER_BUILD_TESTS=OFF',
  '-DWHISPER_BUILD_SERVER=OFF',
  '-DWHISPER_BUILD_EXAMPLES=ON',
  '-DWHISPER_CURL=OFF',
  '-DWHISPER_SDL2=OFF',
  '-DWHISPER_COMMON_FFMPEG=OFF',
  '-DGGML_BLAS=OFF',
  '-DGGML_CUDA=OFF',
  '-DGGML_VULKAN=OFF',
  '-DGGML_METAL=OFF',
  '-DGGML_OPENMP=OFF',
  '-DGGML_CCACHE=OFF',
  // Tuned for this machine's CPU: the cache folder is local and never shipped.
  '-DGGML_NATIVE=ON',
];

/** Every source file and flag goes into the key, so an upgraded package or recipe rebuilds. */
function sourceKey() {
  const hash = createHash('sha256').update(cmakeFlags.join('\n'));
  const walk = (dir) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) {
        hash.update(path.relative(source, file)).update('\0').update(fs.readFileSync(file));
      }
    }
  };
  walk(source);
  const version = /project\("whisper\.cpp" VERSION ([\d.]+)\)/.exec(
    fs.readFileSync(path.join(source, 'CMakeLists.txt'), 'utf8'),
  )?.[1];
  return `${version ?? 'unknown'}-${hash.digest('hex').slice(0, 12)}`;
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.error) throw new Error(`${cmd} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status})`);
}

/** Replaces the link in one rename, so a reader never sees it missing. */
function pointLinkAt(target) {
  const relative = path.relative(cacheDir, target);
  if (fs.existsSync(link) && fs.readlinkSync(link) === relative) return;
  const temp = `${link}.${process.pid}`;
  fs.symlinkSync(relative, temp);
  fs.renameSync(temp, link);
}

if (!fs.existsSync(path.join(source, 'CMakeLists.txt'))) {
  throw new Error(`whisper.cpp source not found at ${source}: run npm ci first`);
}
const outDir = path.join(cacheDir, sourceKey());
const binary = path.join(outDir, 'whisper-cli');
if (!fs.existsSync(binary)) {
  const buildDir = path.join(outDir, 'build');
  const started = Date.now();
  run('cmake', ['-S', source, '-B', buildDir, ...cmakeFlags]);
  run('cmake', [
    '--build',
    buildDir,
    '--config',
    'Release',
    '--target',
    'whisper-cli',
    '-j',
    String(os.availableParallelism()),
  ]);
  // Copied then renamed: an interrupted build never leaves a half-written binary in place.
  fs.copyFileSync(path.join(buildDir, 'bin', 'whisper-cli'), `${binary}.tmp`);
  fs.renameSync(`${binary}.tmp`, binary);
  fs.rmSync(buildDir, { recursive: true, force: true });
  console.log(`built whisper-cli in ${Math.round((Date.now() - started) / 1000)} s`);
}
pointLinkAt(binary);
console.log(binary);
