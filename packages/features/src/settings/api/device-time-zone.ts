/**
 * The time zone this device is set to, e.g. Asia/Manila, read in a worker so the page never pauses
 * while the time-zone data loads; undefined when the worker cannot run.
 */
export function readDeviceTimeZone(): Promise<string | undefined> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./device-time-zone.worker.ts', import.meta.url), {
      type: 'module',
    });
    const done = (zone: string | undefined) => {
      worker.terminate();
      resolve(zone);
    };
    worker.onmessage = (event: MessageEvent<string>) => done(event.data);
    worker.onerror = () => done(undefined);
  });
}
