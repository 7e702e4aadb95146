import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as auth from '@backoffice/contract/modules/auth';
import { type EarlyViewFiles, FRAME_PLACEHOLDERS } from '@backoffice/contract/screens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { EARLY_CALLS_SCRIPT, earlyCallsScript, LOAD_APP_SCRIPT } from './spa.js';

// index.html as the build writes it: the first screen's chooser is an inline script (vite.config.ts).
const chooser = "(function () { document.getElementById('root').dataset.prerendered = 'sign-in'; })();";
// The pre-rendered sign-in form's box for a refused form sign-in (login-page.tsx), in <noscript> and a template.
const box = '<div class="MuiBox-root css-1" role="alert" data-signin-error="" hidden=""></div>';
const html = `<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><noscript>${box}</noscript><div id="root"></div><template id="prerender-sign-in-light">${box}</template><script>${chooser}</script></body></html>`;
const chooserHash = `'sha256-${createHash('sha256').update(chooser).digest('base64')}'`;

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'bo-spa-'));
  writeFileSync(path.join(webDist, 'index.html'), html);
  t = await createTestApp({ config: { webDist } });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

function scriptSrc(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .find((d) => d.trim().startsWith('script-src'));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe('the single-page app', () => {
  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    for (const url of ['/', '/login', '/audit-log?page=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(chooser);
      expect(scriptSrc(res.headers['content-security-policy'])).toEqual(["'self'", chooserHash]);
    }
    // Everything else keeps the policy without any inline script.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(scriptSrc(api.headers['content-security-policy'])).toEqual(["'self'"]);
  });

  it("fills the sign-in form's box on /login back from a refused form sign-in (no JavaScript needed), with the contract's words only", async () => {
    const filled = (message: string) =>
      `<div class="MuiBox-root css-1" role="alert" data-signin-error="">${message}</div>`;
    const limited = await t.app.inject({ method: 'GET', url: '/login?signin_error=limited' });
    expect(limited.statusCode).toBe(200);
    expect(limited.headers['content-type']).toMatch(/^text\/html/);
    expect(limited.body.split(filled(auth.SIGN_IN_FORM_ERRORS.limited))).toHaveLength(3);
    expect(limited.body).not.toContain('hidden=""');
    // What the URL says is never copied into the page: an unknown reason gets the general sentence.
    for (const reason of ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'constructor']) {
      const res = await t.app.inject({ method: 'GET', url: `/login?signin_error=${reason}` });
      expect(res.body).toContain(filled(auth.SIGN_IN_FORM_ERRORS.invalid));
      expect(res.body).not.toContain('alert(1)');
    }
    // Elsewhere, and on /login without a reason, the page as built.
    for (const url of ['/login', '/login?signin=abc', '/audit-log?signin_error=invalid']) {
      expect((await t.app.inject({ method: 'GET', url })).body).toBe(html);
    }
  });
});

describe('deep links preload their chunks', () => {
  // The queue's early view as the build writes it (apps/web/src/core/early-view.ts), in short.
  const queueView: EarlyViewFiles = {
    light: '/assets/early-view-light-1.html',
    dark: '/assets/early-view-dark-2.html',
    holders: {
      scopes: ['qa:manager'],
      light: '/assets/early-view-holders-light-3.html',
      dark: '/assets/early-view-holders-dark-4.html',
      holds: 'function framedSessionHolds(user, required) { return false; }',
    },
    words: { text: '%%text%%', trap: '</script><script>alert(1)</script>' },
    fill: 'function fill(view, answer) { return Boolean(answer.next); }',
  };
  // What the build lists (apps/web/vite.config.ts, routePreloads).
  const preloads = {
    app: ['/assets/boot.js', '/assets/router.js'],
    shell: ['/assets/layout.js', '/assets/mui.js'],
    routes: [
      {
        path: '/calendar/events',
        files: ['/assets/events-page.js', '/assets/calendar.js'],
        title: 'Events',
        intro: 'Parties & <holidays>, for $& all',
      },
      { path: '/calendar/events/new', files: ['/assets/new-event.js'] },
      {
        path: '/calendar/shifts',
        files: ['/assets/shifts-page.js'],
        title: 'Shifts',
        intro: { scopes: ['calendar:shifts:create'], holders: 'Plan "the" weeks', others: 'Your shifts' },
      },
      { path: '/calendar/events/:id', files: ['/assets/event.js'] },
      {
        path: '/qc-v2/chats/queue/:chatId?',
        files: ['/assets/queue.js'],
        early: '/api/chat-controller-v2/chats/queue',
        earlyView: queueView,
      },
      // A fill whose source would end the page's script is not sent: no early view there.
      {
        path: '/qc-v2/tickets/queue',
        files: ['/assets/tickets.js'],
        early: '/api/ticket-controller-v2/tickets/queue',
        earlyView: { ...queueView, fill: 'function fill() { return "</script>"; }' },
      },
    ],
    // The shell's frame as the build writes it (apps/web/src/app/layout/shell-frame.tsx), placeholders and all.
    frame: {
      light: `<style>.l{}</style><main><h1>${FRAME_PLACEHOLDERS.title}</h1><div>${FRAME_PLACEHOLDERS.intro}</div></main>`,
      dark: `<style>.d{}</style><main><h1>${FRAME_PLACEHOLDERS.title}</h1><div>${FRAME_PLACEHOLDERS.intro}</div></main>`,
    },
  };
  const earlyCallsHash = `'sha256-${createHash('sha256').update(EARLY_CALLS_SCRIPT).digest('base64')}'`;
  const loadAppHash = `'sha256-${createHash('sha256').update(LOAD_APP_SCRIPT).digest('base64')}'`;
  let withBuild: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'bo-spa-preloads-'));
    writeFileSync(path.join(dist, 'index.html'), html);
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(preloads));
    withBuild = await createTestApp({ config: { webDist: dist } });
  });

  afterAll(async () => {
    await withBuild?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    withBuild.app.inject({ method: 'GET', url, headers });
  /** The preloads the page's last script adds: everyone's, and those for a stored session. */
  function preloaded(body: string): { everyone: string[]; signedIn: string[] } {
    const template = (id: string) =>
      new RegExp(`<template id="${id}"[^>]*>([\\s\\S]*?)</template>`).exec(body)?.[1] ?? '';
    const hrefs = (text: string) =>
      [...text.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, href]) => href!);
    return { everyone: hrefs(template('app-preloads')), signedIn: hrefs(template('signed-in-preloads')) };
  }

  it('leaves the sign-in page as built: a guest loads only what the sign-in screen needs', async () => {
    for (const url of ['/', '/login']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(html);
      expect(scriptSrc(res.headers['content-security-policy'])).toEqual(["'self'", chooserHash]);
    }
  });

  it("preloads the app for everyone, and the shell and the screen's chunks for a stored session", async () => {
    const res = await get('/calendar/events');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preloaded(res.body)).toEqual({
      everyone: ['/assets/boot.js', '/assets/router.js'],
      signedIn: ['/assets/layout.js', '/assets/mui.js', '/assets/events-page.js', '/assets/calendar.js'],
    });
    // The entry is no longer in the head, where the browser would ask for it before the first paint: the
    // page's last script adds it, after index.html's script (which shows the frame) and the templates.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).toContain(`<script>${EARLY_CALLS_SCRIPT}</script>`);
    expect(res.body).toContain('<template id="app-preloads" data-entry="/assets/index.js">');
    const order = [
      `<script>${chooser}</script>`,
      '<template id="signed-in-preloads">',
      `<script>${LOAD_APP_SCRIPT}</script>`,
    ];
    const at = order.map((text) => res.body.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(res.body.indexOf(`<script>${LOAD_APP_SCRIPT}</script>`)).toBeLessThan(res.body.lastIndexOf('</body>'));
    // The rest of the page is index.html's, and the three inline scripts are allowed by their hashes.
    expect(scriptSrc(res.headers['content-security-policy'])).toEqual([
      "'self'",
      earlyCallsHash,
      chooserHash,
      loadAppHash,
    ]);
  });

  it('picks the screen the router would: the most specific pattern, optional parameters, any case', async () => {
    const screen = async (url: string) => preloaded((await get(url)).body).signedIn.slice(2);
    expect(await screen('/calendar/events/new')).toEqual(['/assets/new-event.js']);
    expect(await screen('/calendar/events/12')).toEqual(['/assets/event.js']);
    expect(await screen('/calendar/events/12/')).toEqual(['/assets/event.js']);
    expect(await screen('/Calendar/Events?view=month')).toEqual(['/assets/events-page.js', '/assets/calendar.js']);
    expect(await screen('/qc-v2/chats/queue')).toEqual(['/assets/queue.js']);
    expect(await screen('/qc-v2/chats/queue/7')).toEqual(['/assets/queue.js']);
    // No screen: the app and the shell (a signed-in user's 404 is drawn inside the layout).
    expect(preloaded((await get('/no/such/page')).body)).toEqual({
      everyone: ['/assets/boot.js', '/assets/router.js'],
      signedIn: ['/assets/layout.js', '/assets/mui.js'],
    });
  });

  it("starts a screen's first call with the page at its plain address only, allowed by the script's hash", async () => {
    const queueScript = earlyCallsScript('/api/chat-controller-v2/chats/queue', queueView);
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    for (const url of ['/qc-v2/chats/queue', '/QC-v2/chats/queue/']) {
      const res = await get(url);
      expect(res.body, url).toContain(`<script>${queueScript}</script>`);
      expect(res.body, url).not.toContain(`<script>${EARLY_CALLS_SCRIPT}</script>`);
      expect(scriptSrc(res.headers['content-security-policy'])).toEqual([
        "'self'",
        hash(queueScript),
        chooserHash,
        loadAppHash,
      ]);
    }
    // The script asks for both with the stored token: the session's check first, then the screen's call.
    expect(queueScript).toContain('["/api/auth/validate","/api/chat-controller-v2/chats/queue"]');
    // A chat opened by its id, or a filter, makes the screen ask for something else: only the session's check.
    for (const url of ['/qc-v2/chats/queue/7', '/qc-v2/chats/queue?department=Hosting', '/calendar/events']) {
      const res = await get(url);
      expect(res.body, url).toContain(`<script>${EARLY_CALLS_SCRIPT}</script>`);
      expect(res.body, url).not.toContain('chats/queue"');
    }
    // Each kind of page is made once and sent again as made.
    expect((await get('/qc-v2/chats/queue')).headers.etag).toBe((await get('/qc-v2/chats/queue/')).headers.etag);
    expect((await get('/qc-v2/chats/queue')).headers.etag).not.toBe((await get('/qc-v2/chats/queue/7')).headers.etag);
  });

  it("draws the queue's early view at its plain address only: its markup's files and its fill in the head script", async () => {
    const body = (await get('/qc-v2/chats/queue')).body;
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(`var fill = ${queueView.fill};`);
    expect(head).toContain(`var holds = ${queueView.holders!.holds};`);
    // The four variants' addresses (the script asks for the one it shows), the holders' with their scopes.
    expect(head).toContain(
      '"holders":{"scopes":["qa:manager"],"light":"/assets/early-view-holders-light-3.html","dark":"/assets/early-view-holders-dark-4.html"},"light":"/assets/early-view-light-1.html","dark":"/assets/early-view-dark-2.html"',
    );
    // The words go in as JSON that cannot end the script.
    expect(head).not.toContain('</script><script>alert');
    expect(head).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    for (const url of [
      '/qc-v2/chats/queue/7',
      '/qc-v2/chats/queue?department=Hosting',
      '/qc-v2/tickets/queue',
      '/calendar/events',
    ]) {
      const other = (await get(url)).body;
      expect(other, url).not.toContain('early-view');
      expect(other, url).not.toContain('var fill');
    }
  });

  it("frames a screen with a heading of its own at its plain address: the shell's frame with its title and intro, escaped", async () => {
    const framed = (await get('/calendar/events')).body;
    const heading = '<h1>Events</h1><div>Parties &#38; &#60;holidays&#62;, for $&#38; all</div>';
    expect(framed).toContain(
      `<div id="root"></div><template id="prerender-frame-light"><style>.l{}</style><main>${heading}</main></template><template id="prerender-frame-dark"><style>.d{}</style><main>${heading}</main></template>`,
    );
    // The sign-in screens are for / and /login only: a deep link's page goes without them.
    expect(framed).not.toContain('prerender-sign-in-light');
    expect(framed).toContain(`<noscript>${box}</noscript>`);
    // A query may change the heading (a view, a filter); a screen without a declared intro has none to show.
    for (const url of ['/calendar/events?view=month', '/calendar/events/new', '/qc-v2/chats/queue', '/no/such/page']) {
      const body = (await get(url)).body;
      expect(body, url).not.toContain('prerender-frame-');
      expect(body, url).not.toContain('prerender-sign-in-light');
    }
  });

  it("frames an intro by scopes with both lines: everyone's, and the holders' in templates naming the scopes", async () => {
    const framed = (await get('/calendar/shifts')).body;
    const others = '<h1>Shifts</h1><div>Your shifts</div>';
    const holders = '<h1>Shifts</h1><div>Plan &#34;the&#34; weeks</div>';
    const scopes = 'data-scopes="[&#34;calendar:shifts:create&#34;]"';
    expect(framed).toContain(
      `<div id="root"></div><template id="prerender-frame-light"><style>.l{}</style><main>${others}</main></template><template id="prerender-frame-dark"><style>.d{}</style><main>${others}</main></template>` +
        `<template id="prerender-frame-holders-light" ${scopes}><style>.l{}</style><main>${holders}</main></template><template id="prerender-frame-holders-dark" ${scopes}><style>.d{}</style><main>${holders}</main></template>`,
    );
  });

  it('sends the page compressed as the browser accepts, and revalidates it', async () => {
    const plain = await get('/calendar/events');
    const br = await get('/calendar/events', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/calendar/events', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const again = await get('/calendar/events', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
