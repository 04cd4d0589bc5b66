import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from '../../src/net/free-port';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * A throwaway `redis-server` of the test's own (never the shared one): killed and started again
 * on the same port, as Redis restarting under a running app; paused, as one that stops answering.
 */
export async function throwawayRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let tries = 0; !(await answers(port)); tries += 1) {
      if (tries > 100) throw new Error(`redis-server did not start on port ${port}`);
      await pause(50);
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    /** SIGKILL: the connection drops at once, nothing is saved. */
    async kill() {
      const dying = child;
      if (!dying || dying.exitCode !== null) return;
      const exited = new Promise((resolve) => dying.once('exit', resolve));
      dying.kill('SIGKILL');
      await exited;
    },
    start,
    /** SIGSTOP / SIGCONT: the socket stays open and nothing answers. */
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}
