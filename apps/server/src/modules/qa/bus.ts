// The quality control module's bus events: a changed ticket cron filter makes every instance read the
// job's records again (module.ts `refreshOn`).
declare module '../../core/bus.js' {
  interface BusEvents {
    'qa.cron-changed': { configId: number };
  }
}

export {};
