// A server process a test starts (PowerDNS, pebble): its output kept for the error that says why it
// did not start, and a stop that waits for it to exit (SIGKILL after 5 s) and removes its folder.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface ServiceProcess {
  /** What it printed so far. */
  output(): string;
  exited(): boolean;
  stop(): Promise<void>;
}

export function serviceProcess(child: ChildProcess, dir: string): ServiceProcess {
  const log: string[] = [];
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  return {
    output: () => log.join(''),
    exited: () => exited,
    async stop() {
      if (!exited) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await gone;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
