import { describe, expect, it } from 'vitest';
import { dnsPaths } from './paths';

describe('dnsPaths', () => {
  it('builds the record form for a new record and for changing a queued or a saved one', () => {
    expect(dnsPaths.createRecord(7)).toBe('/dns/zone/7/create');
    expect(dnsPaths.createRecord(7, { edit: 'A www/1' })).toBe('/dns/zone/7/create?edit=A%20www%2F1');
    expect(dnsPaths.createRecord(7, { replace: 12 })).toBe('/dns/zone/7/create?replace=12');
  });

  it('opens the zone form in import mode on request', () => {
    expect(dnsPaths.createZone()).toBe('/dns/zone/create');
    expect(dnsPaths.createZone('import')).toBe('/dns/zone/create?mode=import');
  });
});
