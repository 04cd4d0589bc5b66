#!/usr/bin/env node
// `npm run cluster`: INSTANCES (3) Sparked servers on one PostgreSQL and one Redis behind HAProxy,
// as a district would run them on several machines (decision 0040). Ctrl-C stops everything.
import { ensureDebianPackage } from './apt-install.mjs';
import { ensureDatabase, haproxyExecutable, startCluster } from './cluster-runner.mjs';
import { ensureWebBuild } from './web-build.mjs';

const instances = Number(process.env.INSTANCES ?? 3);
const port = Number(process.env.CLUSTER_PORT ?? 8080);
if (!Number.isInteger(instances) || instances < 1 || instances > 20) {
  console.error('INSTANCES must be a whole number from 1 to 20.');
  process.exit(1);
}
if (!Number.isInteger(port) || port < 1 || port + 11 + 2 * instances > 65535) {
  console.error('CLUSTER_PORT must be a port with room for the instances above it.');
  process.exit(1);
}

ensureDebianPackage({
  executable: haproxyExecutable,
  pkg: 'haproxy',
  purpose: 'the load balancer in front of the instances',
  override: 'HAPROXY_PATH',
});
ensureWebBuild();

const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sparked_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!process.env.DATABASE_URL) await ensureDatabase(databaseUrl);

console.log(`Starting ${instances} instances on ${databaseUrl.replace(/\/\/[^@/]*@/, '//')}…`);
const cluster = await startCluster({ instances, port, databaseUrl, redisUrl }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping HAProxy and the instances (they finish what they are doing)…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

const lines = cluster.instances.map(
  (i) => `  ${i.name}  ${i.url}  ready in ${(i.startMs / 1000).toFixed(1)} s`,
);
console.log(
  [
    '',
    `Sparked cluster ready at http://localhost:${port} (HAProxy, ${instances} instances)`,
    ...lines,
    `  preview frames at http://localhost:${port + 1}`,
    'Ctrl-C stops everything.',
    '',
  ].join('\n'),
);
