/** Links to the DNS screens (spec §2 paths; module.tsx declares the routes). */
export const dnsPaths = {
  zones: () => '/dns',
  createZone: (mode?: 'import') => (mode ? `/dns/zone/create?mode=${mode}` : '/dns/zone/create'),
  zone: (zoneId: number) => `/dns/zone/${zoneId}`,
  /** The record form: a new record, or a change of a queued new one (`edit`) or of a saved one (`replace`). */
  createRecord: (zoneId: number, change?: { edit: string } | { replace: number }) => {
    const path = `/dns/zone/${zoneId}/create`;
    if (!change) return path;
    return 'edit' in change ? `${path}?edit=${encodeURIComponent(change.edit)}` : `${path}?replace=${change.replace}`;
  },
  departments: () => '/dns/departments',
};
