import { execFileSync, spawnSync } from 'node:child_process';

/** Runs the docker CLI and returns its trimmed output; throws with its error output on failure. */
export function docker(args: string[]): string {
  const result = spawnSync('docker', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`docker ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
  }
  return result.stdout.trim();
}

/** Runs the docker CLI with its output on the terminal (a build), throwing if it fails. */
export function dockerAttached(args: string[], env: NodeJS.ProcessEnv = process.env): void {
  execFileSync('docker', args, { stdio: 'inherit', env });
}

/**
 * The Compose command this machine has: `docker compose` (Compose 2) when the plugin is
 * installed, else `docker-compose` (Compose 1.29, Debian 12's package).
 */
export function composeCommand(): string[] {
  const plugin = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  return plugin.status === 0 ? ['docker', 'compose'] : ['docker-compose'];
}

/** Runs Compose with the given files and environment; its output on the terminal. */
export function compose(files: string[], args: string[], env: NodeJS.ProcessEnv): void {
  const [command = 'docker-compose', ...base] = composeCommand();
  const fileArgs = files.flatMap((file) => ['-f', file]);
  execFileSync(command, [...base, ...fileArgs, ...args], { stdio: 'inherit', env });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the container's health check passes; the seconds it took from `since`. */
export async function waitHealthy(container: string, since: number, timeoutMs = 120_000) {
  for (;;) {
    const health = docker(['inspect', '-f', '{{.State.Health.Status}}', container]);
    if (health === 'healthy') return (Date.now() - since) / 1000;
    if (Date.now() - since > timeoutMs) throw new Error(`${container} is still ${health}`);
    await sleep(250);
  }
}

/** Waits until `url` answers 200; the seconds it took from `since`. */
export async function waitAnswering(url: string, since: number, timeoutMs = 180_000) {
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return (Date.now() - since) / 1000;
    if (Date.now() - since > timeoutMs) throw new Error(`${url} does not answer 200`);
    await sleep(500);
  }
}

/** A stopped container's exit code. */
export function exitCode(container: string): number {
  return Number(docker(['inspect', '-f', '{{.State.ExitCode}}', container]));
}

/** The containers of a Compose project's service (Compose 1 and 2 name them differently). */
export function serviceContainer(project: string, service: string): string {
  const id = docker([
    'ps',
    '-aq',
    '--filter',
    `label=com.docker.compose.project=${project}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
  ]).split('\n')[0];
  if (!id) throw new Error(`no container for ${service} in ${project}`);
  return id;
}
