import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import * as administration from '@backoffice/contract/modules/administration';
import * as dns from '@backoffice/contract/modules/dns';
import * as ipset from '@backoffice/contract/modules/ipset';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from './demo.js';
import { avatarPng } from './demo-avatars.js';
import { createTestApp, type TestApp } from './test/helpers.js';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bo-demo-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo data', () => {
  it('seeds departments, roles, 60 people with avatars and notifications, once', async () => {
    const printed: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      await seedDemo(t.app.ctx);
      await seedDemo(t.app.ctx);
    } finally {
      write.mockRestore();
    }
    const output = printed.join('');
    const password = /password is "([^"]+)"/.exec(output)?.[1];
    expect(password, output).toBeTruthy();
    expect(output.match(/password is/g)).toHaveLength(1);

    const { pool } = t.database;
    const count = async (sql: string) => (await pool.query(sql)).rows[0].n as number;
    expect(await count('SELECT count(*)::int AS n FROM departments')).toBe(4);
    expect(await count('SELECT count(*)::int AS n FROM roles')).toBe(6);
    expect(await count("SELECT count(*)::int AS n FROM users WHERE email LIKE '%@example.com'")).toBe(60);
    expect(await count('SELECT count(*)::int AS n FROM profiles WHERE image IS NOT NULL')).toBe(60);
    expect(await count('SELECT count(*)::int AS n FROM notifications')).toBeGreaterThan(20);

    const signIn = await t.signIn('maria.petrova', password!);
    expect(signIn.statusCode).toBe(200);
    const { user } = signIn.json();
    expect(user.scopes).toContain('qa:chat:read');
    // The link stored in the session user, as the web follows it.
    const image = await t.app.inject({ method: 'GET', url: user.profileImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const reviewers = await t.call({ ...user, token: signIn.json().jwt }, administration.qaUsers);
    expect(reviewers.reply().length).toBe(16); // 12 reviewers + 4 QA managers (qa:*)

    // DNS and IP sets: a developer (granted department, dns and ipset scopes) sees the two
    // shared zones but not the admin-only one, and the sets with their entries.
    const dev = await t.signIn('fatima.benali', password!);
    const developer = { ...dev.json().user, token: dev.json().jwt };
    const zones = (await t.call(developer, dns.listZones)).reply();
    expect(zones.items.map((z) => z.name).sort()).toEqual(['customer-shop.net', 'example-hosting.com']);
    expect(await count('SELECT count(*)::int AS n FROM dns_zones WHERE admin_only')).toBe(1);
    const sets = (await t.call(developer, ipset.listSets)).reply();
    expect(sets.items).toHaveLength(3);
    // Shifts: four types, a day and a night team of the support agents, four weeks of shifts.
    expect(await count('SELECT count(*)::int AS n FROM shift_types')).toBe(4);
    expect(await count('SELECT count(*)::int AS n FROM shift_teams')).toBe(2);
    expect(await count('SELECT count(DISTINCT date)::int AS n FROM shifts')).toBe(28);
    expect(await count("SELECT count(*)::int AS n FROM shifts WHERE start = '23:00'")).toBeGreaterThan(20);
    expect(await count('SELECT count(*)::int AS n FROM shift_open_shifts WHERE claimed_by IS NULL')).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM shift_swaps WHERE status = 'pending'")).toBe(1);
    // The event calendar, leave and QC modules' demos.
    expect(await count('SELECT count(*)::int AS n FROM national_events')).toBe(12);
    expect(await count("SELECT count(*)::int AS n FROM leave_requests WHERE status = 'pending'")).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int AS n FROM qa_score_types WHERE critical')).toBe(2);
    expect(await count('SELECT count(*)::int AS n FROM qa_chats')).toBe(20_000);
    expect(await count('SELECT count(*)::int AS n FROM qa_tickets')).toBe(10_000);
    expect(
      await count("SELECT count(DISTINCT client_kind || coalesce(client_flag, '-'))::int AS n FROM qa_tickets"),
    ).toBe(6); // Unregistered, Email, Client 0/1, Admin 0/1
    expect(await count('SELECT count(*)::int AS n FROM qa_chat_agents')).toBe(20_000);
    // Some already reviewed (chats and tickets), a few deferred, a sample of open tickets queued.
    expect(await count("SELECT count(*)::int AS n FROM qa_chats WHERE queue_state = 'reviewed'")).toBeGreaterThan(3000);
    expect(await count("SELECT count(*)::int AS n FROM qa_chats WHERE queue_state = 'deferred'")).toBe(6);
    expect(await count("SELECT count(*)::int AS n FROM qa_tickets WHERE queue_state = 'reviewed'")).toBeGreaterThan(
      500,
    );
    expect(await count("SELECT count(*)::int AS n FROM qa_tickets WHERE queue_state = 'waiting'")).toBeGreaterThan(100);
    expect(await count('SELECT count(*)::int AS n FROM qa_reviews WHERE score = 0')).toBeGreaterThan(0);
    expect(await count('SELECT count(DISTINCT status)::int AS n FROM qa_feedbacks')).toBe(5);
    expect(await count('SELECT count(DISTINCT status)::int AS n FROM qa_escalations')).toBe(3);
    // Hosting and SSL: servers (one Down, with an open window), websites, CDN vhosts, real certificates.
    expect(await count("SELECT count(*)::int AS n FROM hosting_servers WHERE status = 'Down'")).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM hosting_downtimes WHERE ended_at IS NULL')).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM hosting_websites')).toBe(61);
    expect(await count('SELECT sum(website_count)::int AS n FROM hosting_servers')).toBe(61);
    expect(await count('SELECT count(*)::int AS n FROM hosting_cdn_vhosts')).toBe(21);
    expect(await count('SELECT count(DISTINCT kind)::int AS n FROM ssl_certificates')).toBe(3);
    expect(await count('SELECT count(*)::int AS n FROM ssl_certificates WHERE renewal_error IS NOT NULL')).toBe(1);
    expect(
      await count("SELECT count(*)::int AS n FROM sessions WHERE user_agent = 'demo seed' AND revoked_at IS NULL"),
    ).toBe(0);
    // The whole product's demo, twice (the second run finds it there): it grows with every module.
  }, 120_000);

  it('draws a valid PNG avatar', () => {
    const png = avatarPng('Ada', 'Lovelace', 'ada.lovelace');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.readUInt32BE(16)).toBe(128);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(128 * (1 + 128 * 3));
    // Some white ink and some background.
    expect(pixels.includes(Buffer.from([255, 255, 255]))).toBe(true);
  });
});
