import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../net/free-port';

/**
 * `DATABASE_URL=postgres://… npx tsx src/commands/time-to-ready.ts [runs]` (in apps/server):
 * starts the server `runs` times (3 unless told) on a database a first, uncounted start has
 * migrated and seeded, and prints the time from spawning the process to `/readyz` answering 200,
 * with where it went as the server logs it, and how long SIGTERM then takes to stop it, idle. The
 * budget is 5 s (issue "Beyond one machine", decision 0041).
 */
const runs = Number(process.argv[2] ?? 3);
const serverDir = path.resolve(import.meta.dirname, '../..');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The CPU seconds a process has used (Linux): on a machine shared with other work, wall time says
 * how busy the machine is as much as how slow the start is.
 */
async function cpuSeconds(pid: number | undefined): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (!fields) return undefined;
  // utime and stime, fields 14 and 15 of stat, in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startOnce(): Promise<{
  ms: number;
  cpu?: number;
  phases: unknown;
  stopMs: number;
}> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      PREVIEW_PORT: String(await freePort()),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let phases: unknown;
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.includes('"startupMs"')) phases = JSON.parse(line).startupMs;
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited before it was ready');
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) {
        const ms = Math.round(performance.now() - started);
        const cpu = await cpuSeconds(child.pid);
        // An idle instance's drain: SIGTERM to exit, readiness failed and connections closed.
        const stopping = performance.now();
        child.kill('SIGTERM');
        await exited;
        return { ms, cpu, phases, stopMs: Math.round(performance.now() - stopping) };
      }
      await pause(20);
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to an already-migrated database');
const first = await startOnce();
console.log(
  `first start (migrates and seeds when needed): ${first.ms} ms, ${first.cpu} s of CPU`,
  first.phases,
);
const figures: number[] = [];
for (let run = 1; run <= runs; run += 1) {
  const { ms, cpu, phases, stopMs } = await startOnce();
  figures.push(ms);
  console.log(`start ${run}: ${ms} ms to ready, ${cpu} s of CPU, stopped in ${stopMs} ms`, phases);
}
figures.sort((a, b) => a - b);
console.log(`median ${figures[Math.floor(figures.length / 2)]} ms, worst ${figures.at(-1)} ms`);
