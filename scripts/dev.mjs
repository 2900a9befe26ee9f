// `npm run dev`: the API with reload on :3001 and Vite's dev server (which proxies /api,
// /share, /media and /healthz to it). Ctrl-C stops both.
import { execFileSync, spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
// The share page's viewer script is served by the API from dist/share: build it once first
// (run this again after changing server/share/client/).
execFileSync('node', ['scripts/build-share-viewer.mjs'], { stdio: 'inherit' });
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
