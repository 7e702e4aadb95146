// What the Let's Encrypt tests share: an app ordering from an ACME server (pebble validating through
// a private PowerDNS, or the misbehaving fake of fake-acme.ts), an administrator, and the DNS zones
// the orders are for.
import * as dns from '@backoffice/contract/modules/dns';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { type PowerDnsInstance, startPowerDns } from '../../../test/pdns.js';
import { type PebbleInstance, startPebble } from '../../../test/pebble.js';
import type { FakeAcme } from './fake-acme.js';

export interface LetsEncryptApp {
  t: TestApp;
  admin: TestUser;
  close(): Promise<void>;
}

type Zone = { name: string; adminOnly?: boolean };

async function start(env: Record<string, string>, zones: Zone[]): Promise<{ t: TestApp; admin: TestUser }> {
  const t = await createTestApp({
    // A refused request is not sent again (else 76 s of retries end in a misleading error).
    env: { ...env, ACME_HTTP_RETRIES: '0' },
  });
  const admin = await t.createUser({ isAdmin: true });
  for (const zone of zones) await t.callOk(admin, dns.createZone, { body: zone });
  return { t, admin };
}

/**
 * Let's Encrypt for real, in miniature: Debian's pebble (the ACME test CA) validating DNS-01
 * challenges that the DNS module writes into a private PowerDNS, which pebble asks.
 */
export async function startWithPebble(zones: Zone[]): Promise<LetsEncryptApp & { pdns: PowerDnsInstance }> {
  const pdns = await startPowerDns();
  let pebble: PebbleInstance | undefined;
  try {
    pebble = await startPebble({ dnsPort: pdns.dnsPort });
    const { t, admin } = await start(
      {
        PDNS_API_URL: pdns.apiUrl,
        PDNS_API_KEY: pdns.apiKey,
        ACME_DIRECTORY_URL: pebble.directoryUrl,
        ACME_CA_FILE: pebble.caFile,
      },
      zones,
    );
    return {
      t,
      admin,
      pdns,
      async close() {
        await t.close();
        await pebble?.stop();
        await pdns.stop();
      },
    };
  } catch (error) {
    await pebble?.stop();
    await pdns.stop();
    throw error;
  }
}

/** An app ordering from `acme`, without PowerDNS: its zones are kept here only, all a refused order needs. */
export async function startWithFakeAcme(acme: FakeAcme, zones: Zone[]): Promise<LetsEncryptApp> {
  const { t, admin } = await start({ ACME_DIRECTORY_URL: acme.directoryUrl, ACME_CA_FILE: acme.caFile }, zones);
  return { t, admin, close: () => t.close() };
}
