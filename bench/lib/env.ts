/** A positive number from the environment (e.g. BENCH_SECONDS), or the fallback when unset. */
export function positiveNumberEnv(name: string, fallback: number): number {
  const raw = process.env[name] ?? String(fallback);
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  }
  return value;
}
