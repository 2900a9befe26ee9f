import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nginxMainConfig, startNginx, type NginxProcess } from './nginx-process.ts';

/** The reverse proxy configuration Briefcast ships, with the media offload's internal location. */
export const SHIPPED_NGINX_CONF = fileURLToPath(
  new URL('../../docker/nginx.conf', import.meta.url),
);

/** One replacement in the shipped file, which must be there: a renamed line fails loudly. */
function replaced(text: string, pattern: RegExp, by: string): string {
  if (!pattern.test(text)) throw new Error(`${SHIPPED_NGINX_CONF} no longer has ${pattern}`);
  return text.replace(pattern, by);
}

/**
 * docker/nginx.conf as shipped, pointed at one Briefcast process on `upstreamPort` instead of
 * web1 and web2, listening on `port` of 127.0.0.1, its offload location reading `blobsDir`.
 */
export function offloadProxyServer(options: {
  upstreamPort: number;
  port: number;
  blobsDir: string;
}): string {
  let conf = fs.readFileSync(SHIPPED_NGINX_CONF, 'utf8');
  conf = replaced(
    conf,
    /(\n\s*server web\d:3000[^\n]*)+/,
    `\n  server 127.0.0.1:${options.upstreamPort};`,
  );
  conf = replaced(conf, /listen 80;/, `listen 127.0.0.1:${options.port};`);
  conf = replaced(conf, /\/srv\/briefcast\/blobs\//g, `${options.blobsDir}/`);
  return conf;
}

/** nginx running the shipped configuration in front of one Briefcast process. */
export function startOffloadProxy(options: {
  prefix: string;
  upstreamPort: number;
  port: number;
  blobsDir: string;
  workers: number | 'auto';
}): Promise<NginxProcess> {
  const config = nginxMainConfig(options.prefix, options.workers, offloadProxyServer(options));
  return startNginx(options.prefix, config, options.port);
}
