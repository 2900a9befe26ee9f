import { describe, expect, it } from 'vitest';
import { MediaToolError, runTool } from './run-tool.ts';

/** An ffmpeg that never ends on its own: an endless test pattern encoded to nowhere. */
const ENDLESS = [
  '-nostdin',
  '-v',
  'error',
  '-re',
  '-f',
  'lavfi',
  '-i',
  'testsrc',
  '-f',
  'null',
  '-',
];

describe('runTool', () => {
  it("gives back the tool's output", async () => {
    const out = await runTool('ffprobe', ['-v', 'error', '-of', 'json', '-show_versions'], {
      timeoutMs: 10_000,
    });
    expect(JSON.parse(out.toString())).toHaveProperty('program_version');
  });

  it('reports what the tool said when it fails', async () => {
    const failed = runTool('ffprobe', ['-v', 'error', '/nonexistent/recording.webm'], {
      timeoutMs: 10_000,
    });
    await expect(failed).rejects.toBeInstanceOf(MediaToolError);
    await expect(failed).rejects.toThrow(/No such file/);
  });

  it('runs work no one waits for at a lower CPU priority when asked', async () => {
    // Field 19 of /proc/<pid>/stat is the process's nice value; the pause lets the priority land.
    const niceOf = (options: { niceness?: number }) =>
      runTool('sh', ['-c', 'sleep 0.2; cut -d" " -f19 /proc/self/stat'], {
        timeoutMs: 10_000,
        ...options,
      });
    const base = Number((await niceOf({})).toString());
    expect(Number((await niceOf({ niceness: 10 })).toString())).toBe(Math.max(base, 10));
  });

  it('kills the tool at once when its job is cancelled', async () => {
    const controller = new AbortController();
    const running = runTool('ffmpeg', ENDLESS, { signal: controller.signal, timeoutMs: 60_000 });
    setTimeout(() => controller.abort(new Error('the worker is stopping')), 300);
    // The pattern never ends on its own: settling at all means the tool was killed.
    await expect(running).rejects.toThrow('the worker is stopping');
  });

  it('kills a tool that runs past its time limit', async () => {
    await expect(runTool('ffmpeg', ENDLESS, { timeoutMs: 300 })).rejects.toThrow(
      'ffmpeg took longer than 0.3 s',
    );
  });

  it('says so when the tool is not installed', async () => {
    await expect(runTool('ffmpeg-not-installed', [], { timeoutMs: 1000 })).rejects.toThrow(
      /ENOENT/,
    );
  });

  it('tells a tool killed from outside apart from a tool that refused the file', async () => {
    // A real process that is SIGKILLed mid-run, standing in for ffmpeg hit by the OOM killer.
    const killed = runTool('/bin/sh', ['-c', 'kill -9 $$'], { timeoutMs: 10_000 });
    await expect(killed).rejects.toThrow('/bin/sh was killed (SIGKILL)');
    await expect(killed).rejects.not.toBeInstanceOf(MediaToolError);
  });
});
