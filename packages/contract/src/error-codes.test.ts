import { describe, expect, expectTypeOf, it } from 'vitest';
import { coreErrorCodes } from './http.js';
import { type ErrorCode, errorCodes } from './index.js';
import { contractModules } from './modules.generated.js';

describe('error codes', () => {
  it("collects core's codes and each module's own, with their status", () => {
    expect(errorCodes).toMatchObject({ ...coreErrorCodes, DNS_SERVER_REFUSED: 502, DNS_SERVER_UNAVAILABLE: 503 });
    expectTypeOf<'DNS_SERVER_UNAVAILABLE'>().toExtend<ErrorCode>();
    expectTypeOf<'NOT_FOUND'>().toExtend<ErrorCode>();
  });

  it("names a module's codes after the module, and no code twice", () => {
    const declared = Object.entries(contractModules).flatMap(([name, mod]) =>
      'errorCodes' in mod ? Object.keys(mod.errorCodes).map((code) => [name, code] as const) : [],
    );
    for (const [name, code] of declared)
      expect(code.startsWith(`${name.replaceAll('-', '_').toUpperCase()}_`)).toBe(true);
    const all = [...Object.keys(coreErrorCodes), ...declared.map(([, code]) => code)];
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(errorCodes).sort()).toEqual(all.sort());
    // The core list names no module's code.
    expect(Object.keys(coreErrorCodes).filter((code) => code.startsWith('DNS_'))).toEqual([]);
  });
});
