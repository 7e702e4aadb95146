import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SIGN_IN_ERROR_PARAM, SIGN_IN_FORM_ERRORS, validate } from '@backoffice/contract/modules/auth';
import {
  type EarlyViewFiles,
  FRAME_PLACEHOLDERS,
  type RoutePreloads,
  type ScopedIntro,
} from '@backoffice/contract/screens';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';

/**
 * The CSP source expressions of index.html's inline scripts: the build adds one that picks the
 * pre-rendered first screen before the first paint (apps/web/vite.config.ts, prerenderFirstScreen).
 * Allowed by hash, so that `script-src` stays without 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * index.html for /login back from a refused HTML-form sign-in (`?signin_error=<reason>`, docs/auth.md
 * "The sign-in form"): the reason's sentence in the pre-rendered form's box (`data-signin-error`),
 * shown to a browser without JavaScript (index.html's script fills its own copy when it runs). Only
 * the contract's sentences go in, never text from the URL; an unknown reason gets the general one.
 */
export function withSignInError(html: string, reason: string): string {
  const message = Object.hasOwn(SIGN_IN_FORM_ERRORS, reason)
    ? SIGN_IN_FORM_ERRORS[reason as keyof typeof SIGN_IN_FORM_ERRORS]
    : SIGN_IN_FORM_ERRORS.invalid;
  return html.replace(
    /(<div[^>]*\sdata-signin-error="")([^>]*?)\shidden=""([^>]*>)<\/div>/g,
    (_, start: string, middle: string, end: string) => `${start}${middle}${end}${escapeHtml(message)}</div>`,
  );
}

/**
 * How long the app's scripts wait for a screen's early view at most (milliseconds after the first paint). Asked
 * for before it is drawn, some of them ran before it, and Lighthouse's simulation then counts their whole chain
 * of requests before the screen's largest paint (docs/performance.md, 2026-11-30, sixteenth session).
 */
const EARLY_VIEW_WAIT_MS = 2000;

/**
 * How long after the frame that drew an early view the page waits for that view's largest paint to be
 * reported, before asking for the app's scripts all the same (a view no larger than the frame it replaced
 * reports none).
 */
const EARLY_VIEW_PAINT_WAIT_MS = 100;

/**
 * How many of the preloads the page's script adds to its head in one task at most, and for how long it goes
 * on adding in one task (milliseconds; at least one a task). Each added `modulepreload` starts its request on
 * the main thread: 0.3–2 ms at full speed, up to 5 ms for some, four times that on a phone at Lighthouse's ×4.
 * The ninety or so of a screen added at once were one task of some 300 ms at ×4, before the first paint
 * (docs/performance.md, 2026-11-29, twelfth session); eight a task still made tasks of 70–110 ms at ×4 after it
 * (2026-11-30): a step now stops at the time budget too, so that a slow device makes more, shorter steps.
 */
const PRELOADS_PER_TASK = 8;
const PRELOAD_TASK_MS = 5;

/** The pages a guest starts from: what they load is the sign-in screen's budget (e2e/login-budget.test.ts). */
const GUEST_ENTRIES = new Set(['/', '/login']);

/**
 * The first script of a deep link's page (in its head): with a stored session, as the app's own check
 * (core/session.ts; the server cannot know, the session is in localStorage), it starts the app's first
 * call, the session's check (spec §4: the app shows once the server has said the stored session is live,
 * `validateStoredSession`), while the app's scripts load: kept as `__early[url]` with the token it was sent
 * with, the app's API client takes that answer instead of asking again (apps/web/src/core/early.ts). Each
 * screen's own data waited for this check one round trip after the app had loaded. At a screen's plain
 * address it also starts the call the screen makes first, when the screen declares it (`early`: the QC
 * queue's claim), with the same token. With the screen's early view (`view`), once that call has answered and
 * while the app has not taken over #root, it draws the answer there (`drawEarlyView`).
 */
export function earlyCallsScript(early?: string, view?: EarlyViewFiles): string {
  const calls = [`/api${validate.path}`, ...(early ? [early] : [])];
  return `(function () {
  var stored = null;
  try { stored = JSON.parse(localStorage.getItem('backoffice.session')); } catch (e) {}
  if (!stored || !stored.jwt || !stored.user) return;
  window.__early = {};
  ${JSON.stringify(calls)}.forEach(function (url) {
    var init = { headers: { Accept: 'application/json', Authorization: 'Bearer ' + stored.jwt } };
    if (window.AbortSignal && AbortSignal.timeout) init.signal = AbortSignal.timeout(10000);
    window.__early[url] = { jwt: stored.jwt, response: fetch(url, init) };
    window.__early[url].response.catch(function () {});
  });${early && view ? drawEarlyView(early, view) : ''}
})();`;
}

/**
 * The head script's part that draws a screen's early view (`window.__earlyView`, settled once it has been
 * painted or cannot be drawn; LOAD_APP_SCRIPT asks for the app's scripts after it). Beside the call it asks for
 * the view's markup (the holders' when the stored user holds its scopes, as index.html's script picks the frame; dark
 * or light as the stored session's theme); the answer is read from a copy of the response (the app reads the
 * response itself), `fill` writes it into the markup, and that replaces the splash: inert, a picture of the
 * screen, until the app replaces it in turn. A failed call, an answer `fill` declines, or an app that has
 * begun (#root no longer marked pre-rendered): nothing is drawn.
 */
function drawEarlyView(early: string, view: EarlyViewFiles): string {
  const { holds, ...holders } = view.holders ?? { holds: 'null' };
  const config = {
    url: early,
    words: view.words,
    holders: view.holders ? holders : null,
    light: view.light,
    dark: view.dark,
  };
  return `
  var view = ${JSON.stringify(config).replace(/</g, '\\u003c')};
  var fill = ${view.fill};
  var holds = ${holds};
  var variant = view.holders && holds(stored.user, view.holders.scopes) ? view.holders : view;
  var markup = fetch(variant[stored.darkTheme === true ? 'dark' : 'light']).then(function (response) {
    return response.ok ? response.text() : null;
  });
  var draw = function (answer, html) {
    var root = document.getElementById('root');
    if (!answer || !html || !root || !root.dataset.prerendered) return;
    var template = document.createElement('template');
    template.innerHTML = html;
    var copy = template.content;
    var me = typeof stored.user.id === 'number' ? stored.user.id : null;
    if (!fill(copy, answer, { me: me, words: view.words })) return;
    Array.prototype.forEach.call(copy.children, function (node) {
      if (node.tagName !== 'STYLE') node.setAttribute('inert', '');
    });
    root.replaceChildren(copy);
    root.dataset.prerendered = 'frame';
    return true;
  };
  // Settles once the drawn view has been painted: requests begun before that paint hold it back in
  // Lighthouse's simulation, on a phone as much as the app takes. The paint is the page's largest (a
  // 'largest-contentful-paint' entry) where the view is larger than the frame it replaced; presented a few
  // frames after the frame that drew it. Otherwise (nothing larger, or a browser without such entries) two
  // frames and a little.
  var painted = function () {
    return new Promise(function (resolve) {
      var since = performance.now();
      var kinds = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
      var observer = kinds && kinds.indexOf('largest-contentful-paint') >= 0 && new PerformanceObserver(function (list) {
        if (list.getEntries().some(function (entry) { return entry.startTime >= since; })) done();
      });
      var done = function () {
        if (observer) observer.disconnect();
        resolve();
      };
      if (observer) observer.observe({ type: 'largest-contentful-paint' });
      requestAnimationFrame(function () {
        requestAnimationFrame(function () { setTimeout(done, observer ? ${EARLY_VIEW_PAINT_WAIT_MS} : 0); });
      });
    });
  };
  // Read from a copy, and kept beside the response (\`answer\`): the app's first drawing of the screen starts from
  // it (core/early.ts peekEarlyAnswer) instead of waiting for the call it then takes.
  var early = window.__early[view.url];
  var answer = early.response.then(function (response) {
    return response.ok ? response.clone().json() : null;
  }).then(function (json) {
    if (json) early.answer = json;
    return json;
  });
  var parsed = new Promise(function (resolve) {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', function () { resolve(); });
  });
  window.__earlyView = Promise.all([answer, markup, parsed])
    .then(function (all) {
      if (draw(all[0], all[1]) && document.visibilityState === 'visible') return painted();
    })
    .catch(function () {});`;
}

/**
 * How long a signed-in deep link's page waits for its first paint before asking for the app's scripts
 * anyway (a page whose first frame has no text or image reports no contentful paint).
 */
const FIRST_PAINT_WAIT_MS = 300;

/**
 * The last script of a deep link's page (after index.html's, which has shown the frame or the splash): the
 * app's entry and its preloads (`#app-preloads`), and with a stored session the shell's and the screen's
 * (`#signed-in-preloads`). A guest gets them at once (the router that sends them to sign in). A signed-in
 * person's page paints its frame first: the scripts are asked for once the browser has reported the first
 * contentful paint (or after FIRST_PAINT_WAIT_MS), a few a task (PRELOADS_PER_TASK, PRELOAD_TASK_MS). From the head the browser asked for
 * some twenty scripts before the frame had painted, and Lighthouse's simulation counts every request started
 * before the first paint as holding it back (the statistics' first paint 0.9–2.5 s simulated, the frame drawn
 * at 0.2 s; docs/performance.md, 2026-11-29, fourteenth session). A hidden tab paints nothing: it asks at once.
 * Where the head script draws the screen's early view, they are asked for once it has been painted (or cannot
 * be drawn), at most EARLY_VIEW_WAIT_MS after the first paint.
 */
export const LOAD_APP_SCRIPT = `(function () {
  var stored = null;
  try { stored = JSON.parse(localStorage.getItem('backoffice.session')); } catch (e) {}
  var signedIn = Boolean(stored && stored.jwt && stored.user);
  var links = function (id) {
    var template = document.getElementById(id);
    return template ? Array.prototype.slice.call(template.content.children) : [];
  };
  var pending = links('app-preloads').concat(signedIn ? links('signed-in-preloads') : []);
  var app = document.getElementById('app-preloads');
  if (app) {
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = app.getAttribute('data-entry');
    pending.unshift(entry);
  }
  var add = function (node) { document.head.appendChild(node); };
  var next = function () {
    var until = performance.now() + ${PRELOAD_TASK_MS};
    for (var n = 0; pending.length && n < ${PRELOADS_PER_TASK} && (!n || performance.now() < until); n++) add(pending.shift());
    if (pending.length) setTimeout(next);
  };
  if (!signedIn) return pending.forEach(add);
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    if (!window.__earlyView) return setTimeout(next);
    var going = false;
    var go = function () {
      if (going) return;
      going = true;
      setTimeout(next);
    };
    window.__earlyView.then(go, go);
    setTimeout(go, ${EARLY_VIEW_WAIT_MS});
  };
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden' || !paints || paints.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, ${FIRST_PAINT_WAIT_MS});
})();`;

/** The first script of a page that starts only the session's check. */
export const EARLY_CALLS_SCRIPT = earlyCallsScript();

interface Pattern {
  regex: RegExp;
  /** The router picks the most specific match: static segments before parameters before splats. */
  rank: number;
  files: string[];
  heading?: Heading;
  /** The screen's first call, and its plain address (the pattern less its optional segments) where it is made. */
  early?: { url: string; at: RegExp };
  /** The screen drawn from that call's answer before the app has loaded. */
  earlyView?: EarlyViewFiles;
}

interface Heading {
  title: string;
  intro: string | ScopedIntro;
}

/** A react-router path pattern as a regular expression over a pathname (case-insensitive, as the router). */
function compilePattern(pattern: string): { regex: RegExp; rank: number } {
  let source = '';
  let rank = 0;
  for (const segment of pattern.split('/').filter(Boolean)) {
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    let part: string;
    if (name === '*') {
      part = '(?:/.*)?';
      rank += 1;
    } else if (name.startsWith(':')) {
      part = '/[^/]+';
      rank += 3;
    } else {
      part = `/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      rank += 10;
    }
    source += optional ? `(?:${part})?` : part;
  }
  return { regex: new RegExp(`^${source}/?$`, 'i'), rank };
}

/** A pattern less its optional segments: `/qc-v2/chats/queue/:chatId?` → `/qc-v2/chats/queue`. */
function plainAddress(pattern: string): string {
  return `/${pattern
    .split('/')
    .filter((segment) => segment && !segment.endsWith('?'))
    .join('/')}`;
}

/** The screen a pathname shows, by the router's most specific matching pattern. */
function screenOf(patterns: readonly Pattern[], pathname: string): Pattern | undefined {
  let best: Pattern | undefined;
  for (const pattern of patterns) {
    if (pattern.regex.test(pathname) && (!best || pattern.rank > best.rank)) best = pattern;
  }
  return best;
}

const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

/** index.html's entry, `<script type="module" crossorigin src="…">` in its head as Vite writes it. */
const ENTRY_SCRIPT = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;

/**
 * index.html for one deep link: its entry and `<link rel="modulepreload">` for the chunks its first load
 * needs, which the app would otherwise discover one dynamic import at a time (entry → boot → router →
 * layout → screen, a round trip each), added by the page's last script (`LOAD_APP_SCRIPT`): the app's boot
 * and router for everyone; the shell and the screen's own chunks for a stored session.
 */
export function withPreloads(
  html: string,
  preloads: RoutePreloads,
  screenFiles: string[] | undefined,
  early?: string,
  view?: EarlyViewFiles,
): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || !html.includes('</head>') || !html.includes('</body>')) return html;
  const signedIn = [...new Set([...preloads.shell, ...(screenFiles ?? [])])].filter((f) => !preloads.app.includes(f));
  const end = [
    `<template id="app-preloads" data-entry="${escapeHtml(entry[1]!)}">${preloads.app.map(modulePreload).join('')}</template>`,
    `<template id="signed-in-preloads">${signedIn.map(modulePreload).join('')}</template>`,
    `<script>${LOAD_APP_SCRIPT}</script>`,
  ];
  const withoutEntry = html
    .replace(entry[0], '')
    .replace('</head>', () => `    <script>${earlyCallsScript(early, early ? view : undefined)}</script>\n  </head>`);
  const body = withoutEntry.lastIndexOf('</body>');
  return `${withoutEntry.slice(0, body)}    ${end.join('\n    ')}\n  ${withoutEntry.slice(body)}`;
}

/**
 * index.html with the signed-in shell's frame holding one screen's heading, as `<template>`s that
 * index.html's script shows instead of the splash when a session is stored (vite.config.ts,
 * prerenderFirstScreen): the person sees the screen's title and intro line before any script has
 * loaded, where and as the app draws them, and the app's first commit changes neither (its shell and
 * the screen take the frame's place around them; docs/performance.md).
 */
export function withFrame(html: string, frame: { light: string; dark: string }, heading: Heading): string {
  const fill = (markup: string, intro: string) =>
    markup
      .replace(FRAME_PLACEHOLDERS.title, () => escapeHtml(heading.title))
      .replace(FRAME_PLACEHOLDERS.intro, () => escapeHtml(intro));
  const set = (intro: string, id: string, attributes = '') =>
    (['light', 'dark'] as const)
      .map((theme) => `<template id="${id}-${theme}"${attributes}>${fill(frame[theme], intro)}</template>`)
      .join('');
  const { intro } = heading;
  // An intro by scopes: everyone's line, and the holders' in templates of their own that name the scopes
  // (index.html's script shows those when the stored user holds them).
  const templates =
    typeof intro === 'string'
      ? set(intro, 'prerender-frame')
      : set(intro.others, 'prerender-frame') +
        set(intro.holders, 'prerender-frame-holders', ` data-scopes="${escapeHtml(JSON.stringify(intro.scopes))}"`);
  const marker = '<div id="root"></div>';
  // (A function: the heading's text is no replacement pattern, `$&` and all.)
  return html.includes(marker) ? html.replace(marker, () => `${marker}${templates}`) : html;
}

/**
 * index.html less the pre-rendered sign-in screens (two `<template>`s, two thirds of the file): index.html's
 * script shows them only at `/` and `/login`, so a deep link's page would have the browser parse them
 * for nothing before its first paint. The `<noscript>` copy stays (a browser without JavaScript is sent
 * nowhere: it shows that form wherever it is).
 */
export function withoutSignInScreens(html: string): string {
  return html.replace(/<template id="prerender-sign-in-[a-z]+">[\s\S]*?<\/template>\s*/g, '');
}

interface Page {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  scriptHashes: string;
}

/** A generated page, compressed once (quality 9: a few milliseconds; the file's own copies are 11). */
function page(html: string): Page {
  const body = Buffer.from(html);
  return {
    body,
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(html).join(' '),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, generated: Page) {
  reply.header('etag', generated.etag);
  reply.header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === generated.etag) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(generated.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(generated.gzip);
  return reply.send(generated.body);
}

/**
 * Serves the built single-page app with history fallback: any GET outside /api and /ws that is not
 * a file returns index.html, and the app shows its own 404 page for unknown routes.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasApp = index !== undefined && existsSync(index);
  const indexHtml = hasApp ? readFileSync(index, 'utf8') : '';
  const scriptHashes = hasApp ? inlineScriptHashes(indexHtml).join(' ') : '';
  // Deep links get their chunks preloaded when the build listed them (an older build: none).
  const preloadsFile = webDist ? path.join(webDist, '.vite', 'route-preloads.json') : undefined;
  const preloads =
    hasApp && preloadsFile && existsSync(preloadsFile)
      ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreloads)
      : undefined;
  const patterns: Pattern[] = (preloads?.routes ?? []).map((route) => ({
    ...compilePattern(route.path),
    files: route.files,
    heading: route.title && route.intro ? { title: route.title, intro: route.intro } : undefined,
    early: route.early ? { url: route.early, at: compilePattern(plainAddress(route.path)).regex } : undefined,
    // Its `fill` goes into an inline script as it is: a source that could end the script is not sent.
    earlyView:
      route.earlyView && !/<\/script/i.test(`${route.earlyView.fill}${route.earlyView.holders?.holds}`)
        ? route.earlyView
        : undefined,
  }));
  // One page per screen pattern and kind (framed, starting its first call; and one for paths no screen
  // matches), made on its first request.
  const pages = new Map<Pattern | undefined, Map<string, Page>>();
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (vite.config.ts): the smallest the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite names assets by content hash: they never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/ws')) {
      return reply.status(404).send(errorBody(404, 'ROUTE_NOT_FOUND', `Route ${request.method} ${pathname} not found`));
    }
    if (!hasApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(404, 'ROUTE_NOT_FOUND', `Route ${request.method} ${pathname} not found`));
    }
    // Never from a cache without asking: a new release must reach the next page load.
    reply.header('cache-control', 'no-cache');
    let generated: Page | undefined;
    if (preloads && !GUEST_ENTRIES.has(pathname)) {
      const screen = screenOf(patterns, pathname);
      // The heading is the screen's own only at its plain address: a query may change it (a view, a filter).
      const plain = !request.url.includes('?');
      const heading = preloads.frame && plain ? screen?.heading : undefined;
      // So is the first call: a query or a segment (the queue's `/7`) makes the screen ask for another.
      const early = plain && screen?.early?.at.test(pathname) ? screen.early.url : undefined;
      let made = pages.get(screen);
      if (!made) {
        made = new Map();
        pages.set(screen, made);
      }
      const kind = `${heading ? 'framed' : ''}:${early ?? ''}`;
      generated = made.get(kind);
      if (!generated) {
        const html = withPreloads(withoutSignInScreens(indexHtml), preloads, screen?.files, early, screen?.earlyView);
        generated = heading ? page(withFrame(html, preloads.frame!, heading)) : page(html);
        made.set(kind, generated);
      }
    }
    const hashes = generated ? generated.scriptHashes : scriptHashes;
    const csp = reply.getHeader('content-security-policy');
    if (hashes && typeof csp === 'string') {
      reply.header('content-security-policy', csp.replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 ${hashes}`));
    }
    const reason =
      pathname === '/login' ? new URLSearchParams(request.url.slice(pathname.length)).get(SIGN_IN_ERROR_PARAM) : null;
    if (reason !== null) return reply.type('text/html; charset=utf-8').send(withSignInError(indexHtml, reason));
    if (generated) return sendPage(request, reply, generated);
    return reply.type('text/html').sendFile('index.html', { cacheControl: false });
  });
}
