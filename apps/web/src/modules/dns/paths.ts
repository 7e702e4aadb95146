import { dnsScreens as screens } from '@backoffice/contract/modules/dns.paths';

/** Links to the DNS screens (their patterns: the contract's `dnsScreens`, which module.tsx routes). */
export const dnsPaths = {
  zones: () => screens.zones.href(),
  createZone: (mode?: 'import') => screens.createZone.href({}, { mode }),
  zone: (zoneId: number) => screens.zone.href({ id: zoneId }),
  /** The record form: a new record, or a change of a queued new one (`edit`) or of a saved one (`replace`). */
  createRecord: (zoneId: number, change?: { edit: string } | { replace: number }) =>
    screens.createRecord.href({ id: zoneId }, change),
  departments: () => screens.departments.href(),
};
