import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { EarlyViewFiles, RoutePreloads, ScopedIntro } from '@backoffice/contract/screens';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, loadEnv, type Plugin, type ViteDevServer } from 'vite';
import type { PrerenderedEarlyView } from './src/app/login/prerender';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, so the server
 * sends the smallest one the browser accepts without compressing on each request (core/spa.ts).
 * A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map)$/;
  let outDir = 'dist';
  return {
    name: 'backoffice-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const source = readFileSync(file);
        const br = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * The first paint without JavaScript: renders the sign-in screen and the splash (light and dark)
 * with react-dom/server at build time (src/app/login/prerender.tsx) into <template>s of index.html,
 * with their CSS. A small inline script picks one before the first paint, as the app would: the
 * splash for a stored session (it is validated first) or any other page, the sign-in form for a
 * guest at / or /login; dark when the device's stored preference says so. boot.tsx then replaces
 * it with the live screen in one commit. The server allows the script by its hash (core/spa.ts).
 */
/** A pre-rendered screen as a template holds it: its CSS, then its markup. */
const markup = ({ html, styles }: { html: string; styles: string }) => `${styles}${html}`;

/** The signed-in shell's frame, light and dark (src/app/layout/shell-frame.tsx), for route-preloads.json. */
let shellFrame: { light: string; dark: string } | undefined;

/** The modules' early views by screen pattern, for route-preloads.json. */
let earlyViews = new Map<string, EarlyViewFiles>();

/**
 * The modules' early views (src/core/early-view.ts), rendered at build time into files of their own under
 * `assets/` (hashed, cached for good, precompressed), one a variant (light, dark, and the holders' two): the
 * page of the screen asks only for the one it shows, while the early call is on its way. In the page itself
 * the four made its HTML 165 KB to parse before the first paint.
 */
function earlyViewFiles(): Plugin {
  let root = '';
  let emitted: {
    view: PrerenderedEarlyView;
    ids: { light: string; dark: string; holders?: { light: string; dark: string } };
  }[] = [];
  let holds = '';
  return {
    name: 'backoffice-early-views',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const module = await loadForBuild<Prerender>(root, '/src/app/login/prerender.tsx');
      const views = module.prerenderEarlyViews();
      holds = String(module.framedSessionHolds);
      emitted = views.map((view) => {
        const name = `early-view${view.path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}`;
        const emit = (variant: string, screen: { html: string; styles: string }) =>
          this.emitFile({ type: 'asset', name: `${name}-${variant}.html`, source: markup(screen) });
        return {
          view,
          ids: {
            light: emit('light', view.light),
            dark: emit('dark', view.dark),
            ...(view.holders
              ? {
                  holders: {
                    light: emit('holders-light', view.holders.light),
                    dark: emit('holders-dark', view.holders.dark),
                  },
                }
              : {}),
          },
        };
      });
    },
    generateBundle() {
      const url = (id: string) => `/${this.getFileName(id)}`;
      earlyViews = new Map(
        emitted.map(({ view, ids }) => [
          view.path,
          {
            light: url(ids.light),
            dark: url(ids.dark),
            ...(view.holders && ids.holders
              ? {
                  holders: {
                    scopes: view.holders.scopes,
                    light: url(ids.holders.light),
                    dark: url(ids.holders.dark),
                    holds,
                  },
                }
              : {}),
            words: view.words,
            fill: view.fill,
          },
        ]),
      );
    },
  };
}

function prerenderFirstScreen(): Plugin {
  let root = '';
  return {
    name: 'backoffice-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml(html) {
      const module = await loadForBuild<Prerender>(root, '/src/app/login/prerender.tsx');
      const screens = module.prerenderScreens();
      const title = module.signInTitle;
      const formErrors: Record<string, string> = module.signInFormErrors;
      const holds = String(module.framedSessionHolds);
      // The shell's frame is not for every page: the server adds it to the deep links whose screen has a
      // heading of its own (routePreloads below writes it beside the route preloads).
      shellFrame = { light: markup(screens['frame-light']), dark: markup(screens['frame-dark']) };
      const templates = Object.entries(screens)
        .filter(([name]) => !name.startsWith('frame-'))
        .map(([name, screen]) => `<template id="prerender-${name}">${markup(screen)}</template>`)
        .join('\n    ');
      // The app's own rules (core/session.ts, app.tsx useStandaloneSignIn) in a few lines of ES5, and the
      // contract's scope check as built (framedSessionHolds: ES2015, which the app needs anyway).
      const choose = `(function () {
  var formErrors = ${JSON.stringify(formErrors)};
  ${holds}
  var root = document.getElementById('root');
  var stored = null;
  try { stored = JSON.parse(localStorage.getItem('backoffice.session')); } catch (e) {}
  stored = stored || {};
  var path = location.pathname;
  var guestEntry = path === '/login' || (path === '/' && !location.search);
  // Back from the HTML form with a one-time code: the app signs in with it (the splash until then).
  var signingIn = /[?&]signin=/.test(location.search);
  var signedIn = Boolean(stored.jwt && stored.user);
  var screen = !signedIn && guestEntry && !signingIn ? 'sign-in' : 'splash';
  // A deep link the server framed (a screen with a heading of its own): the shell and that heading;
  // the heading's other intro line when the stored user holds the scopes it is for (core/spa.ts, withFrame).
  var variant = '';
  if (screen === 'splash' && signedIn && document.getElementById('prerender-frame-light')) {
    screen = 'frame';
    var holders = document.getElementById('prerender-frame-holders-light');
    var required = null;
    try { required = holders && JSON.parse(holders.getAttribute('data-scopes')); } catch (e) {}
    if (required && framedSessionHolds(stored.user, required)) variant = '-holders';
  }
  var template = document.getElementById('prerender-' + screen + variant + (stored.darkTheme === true ? '-dark' : '-light'));
  if (!root || !template) return;
  if (screen === 'sign-in') {
    document.title = ${JSON.stringify(title)};
    // The static form is a real one: a submit before the app has taken over posts it to the server,
    // which comes back here with a one-time code or a reason (docs/auth.md "The sign-in form"). A
    // reason is told at once, in the sign-in call's own words.
    var reason = /[?&]signin_error=([a-z]+)/.exec(location.search);
    var box = reason && template.content.querySelector('[data-signin-error]');
    if (box) {
      box.textContent = Object.prototype.hasOwnProperty.call(formErrors, reason[1]) ? formErrors[reason[1]] : formErrors.invalid;
      box.hidden = false;
    }
    // Which field has the caret, for the live form to give it back (React's render may start
    // before the caret moves, its commit after).
    root.addEventListener('focusin', function (event) {
      if (root.dataset.prerendered && event.target.name) root.dataset.focus = event.target.name;
    });
  }
  root.dataset.prerendered = screen;
  root.appendChild(template.content.cloneNode(true));
})();`;
      // Without JavaScript (the script above never runs, the templates stay inert): the light sign-in
      // screen, whose form posts to the server all the same (docs/auth.md "The sign-in form").
      const { html: signIn, styles } = screens['sign-in-light'];
      const noscript = `<noscript>${styles}${signIn}</noscript>`;
      const marker = '<div id="root"></div>';
      if (!html.includes(marker)) throw new Error(`index.html has no ${marker}`);
      // (A function: the script is no replacement pattern, its `$&` and all.)
      return html.replace(marker, () => `${noscript}\n    ${marker}\n    ${templates}\n    <script>${choose}</script>`);
    },
  };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

// The dynamic imports a signed-in page load goes through, in turn: the entry (main.tsx) imports boot,
// app.tsx the router, the router the layout and the screen (app.tsx, router.tsx).
const BOOT = 'src/boot.tsx';
/** MUI's core, evaluated by main.tsx in a step of its own on a page that preloads the boot. */
const MUI_FIRST = 'src/mui-first.ts';
const ROUTER = 'src/app/router.tsx';
/**
 * A Vite server without HTTP, to load the app's own modules at build time (`ssrLoadModule`): one for the
 * build's plugins that do (the early views at the build's start, the first screen in index.html, the screens'
 * sources at its close), started at first use and closed by the last (`closeBuildRunner`), so that the app's
 * modules are transformed and loaded once (each plugin started its own before: 1–2 s apiece).
 */
let buildRunner: Promise<ViteDevServer> | undefined;

function loadForBuild<T>(root: string, id: string): Promise<T> {
  buildRunner ??= ssrRunner(root);
  return buildRunner.then((server) => server.ssrLoadModule(id) as Promise<T>);
}

async function closeBuildRunner(): Promise<void> {
  const runner = buildRunner;
  buildRunner = undefined;
  if (runner) await (await runner).close();
}

type Prerender = typeof import('./src/app/login/prerender');

function ssrRunner(root: string) {
  return createServer({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}

const LAYOUT = 'src/app/layout/app-layout.tsx';

/**
 * Each screen's path pattern and its component's source (`src/modules/…/pages/….tsx`), read from the
 * modules' own declarations (src/app/modules.ts) in Vite's SSR runner: a route's `component` is
 * `() => import('./pages/x')`, which the runner has rewritten to import the resolved file.
 */
async function screenSources(
  root: string,
): Promise<
  { path: string; source: string; heading?: { title: string; intro: string | ScopedIntro }; early?: string }[]
> {
  const { moduleRoutes } = await loadForBuild<typeof import('./src/app/modules')>(root, '/src/app/modules.ts');
  const { earlyCallUrl } = await loadForBuild<typeof import('./src/app/early-calls')>(root, '/src/app/early-calls.ts');
  return moduleRoutes.flatMap((route) => {
    const imported = /__vite_ssr_dynamic_import__\(\s*["']\/(src\/[^"']+)["']/.exec(String(route.component));
    const heading = route.title && route.intro ? { title: route.title, intro: route.intro } : undefined;
    const early = route.early ? earlyCallUrl(route.early) : undefined;
    return imported ? [{ path: route.path, source: imported[1]!, heading, early }] : [];
  });
}

/** The chunks `keys` import statically, recursively, themselves included. */
function staticGraph(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route preloads: ${key} is not in the build manifest`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * The manifest's key for the chunk holding `source`: its own key when the module starts a chunk;
 * when Rolldown put it into a chunk it shares with others (a page that other pages import too), that
 * chunk's key is `_<name>-<hash>.js` after the module's name; unknown (no preload) otherwise.
 */
function chunkOf(manifest: Record<string, ManifestChunk>, source: string): string | undefined {
  if (manifest[source]) return source;
  const prefix = `_${path.basename(source).replace(/\.[jt]sx?$/, '')}-`;
  const shared = Object.keys(manifest).filter((key) => key.startsWith(prefix) && /^_[^/]+-[\w-]+\.js$/.test(key));
  return shared.length === 1 ? shared[0] : undefined;
}

/**
 * Writes `.vite/route-preloads.json`: for each screen, the chunks its first load certainly needs,
 * which otherwise arrive through a chain of dynamic imports (entry → boot → router → layout →
 * screen), one round trip each. The server lists them as `<link rel="modulepreload">` in the page
 * it answers a deep link with, so that they load at once, in parallel (docs/performance.md).
 */
function routePreloads(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'backoffice-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const entries = new Set(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
      const url = (key: string) => `/${manifest[key]!.file}`;
      const app = staticGraph(manifest, [BOOT, MUI_FIRST, ROUTER]);
      const shell = new Set([...staticGraph(manifest, [LAYOUT])].filter((key) => !app.has(key)));
      const files = (keys: Iterable<string>) => [...keys].filter((key) => !entries.has(key)).map(url);
      const sources = await screenSources(root).finally(closeBuildRunner);
      const routes = sources.map(({ path: pattern, source, heading, early }) => {
        const key = chunkOf(manifest, source);
        const own = key ? [...staticGraph(manifest, [key])].filter((k) => !app.has(k) && !shell.has(k)) : [];
        const earlyView = early ? earlyViews.get(pattern) : undefined;
        return {
          path: pattern,
          files: files(own),
          ...heading,
          ...(early ? { early } : {}),
          ...(earlyView ? { earlyView } : {}),
        };
      });
      const result: RoutePreloads = { app: files(app), shell: files(shell), routes, frame: shellFrame };
      writeFileSync(path.join(outDir, '.vite', 'route-preloads.json'), `${JSON.stringify(result, null, 1)}\n`);
    },
  };
}

/**
 * The contract's schemas built when first used, not when their module loads: the contract's files get
 * `src/core/lazy-zod.ts`'s `z` for `zod` (a stand-in per schema). Every other importer gets zod itself.
 * Build only: the development server and the tests run the contract on zod as written.
 */
function lazyContractSchemas(): Plugin {
  const contract = `${path.sep}packages${path.sep}contract${path.sep}src${path.sep}`;
  return {
    name: 'backoffice-lazy-contract-schemas',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'zod' || !importer?.includes(contract)) return null;
      return path.resolve(import.meta.dirname, 'src/core/lazy-zod.ts');
    },
  };
}

/**
 * Which modules every signed-in page needs and the sign-in page does not, found once the module graph
 * is complete (`buildEnd`, before chunks are made), for the chunk groups `routes` and `shell` below:
 * the static imports of the router (loaded at the sign-in form's first keystroke) and, apart, those
 * of the layout (loaded with the first signed-in screen); each less the sign-in page's (entry, boot,
 * form) and less the modules loaded by an `import()` of their own (they keep their chunks and their
 * manifest keys, which the route preloads read).
 */
const routerModules = new Set<string>();
const shellModules = new Set<string>();
/** MUI's modules in the two chunks of their own (`mui-core`, `mui-screens`; see the groups below), by chunk. */
const muiModules = new Map<string, 'mui-core' | 'mui-screens'>();
/** The app's own modules in `screens-common` (below). */
const commonModules = new Set<string>();
const OWN_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/**
 * How many lazily loaded parts must import one of the app's own modules for it to go into `screens-common`:
 * 25 modules, 4.8 KB brotli; a heavy screen loads 2–7 files fewer (docs/performance.md, thirteenth session).
 */
const COMMON_MIN_SHARE = 10;
/** MUI, with what its components are made of (styles, transitions, positioning) and its icons. */
const MUI =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|icons-material)|@emotion|react-transition-group|@popperjs|clsx|react-is|@babel[\\/]runtime|stylis|hoist-non-react-statics)[\\/]/;
/**
 * How many of the app's lazily loaded parts (screens, dialogs, cards: ~170 `import()`s) must import a MUI
 * module for it to go into `mui-screens`: those most screens use (tables, chips, skeletons…), 21 KB brotli;
 * the rest stays with the few screens that use it. At 3 the chunk was 32 KB and home over its budget.
 */
const MUI_SCREENS_MIN_SHARE = 30;
/**
 * MUI modules that do real work as they load, kept out of `mui-screens` so that only the screens using them
 * pay it: TablePagination builds an `Intl.NumberFormat` (the page's first: ICU's data, 71 ms at CPU ×4 in
 * the QC statistics' profile, a screen without a paged table).
 */
const LOADS_SLOWLY = /[\\/]@mui[\\/]material[\\/]TablePagination[\\/]/;

function signedInGraph(): Plugin {
  return {
    name: 'backoffice-signed-in-graph',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const id = (file: string) => {
        const found = ids.find((m) => m.endsWith(`/apps/web/src/${file}`));
        if (!found) throw new Error(`signed-in graph: src/${file} is not in the build`);
        return found;
      };
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const next = stack.pop()!;
          if (seen.has(next)) continue;
          seen.add(next);
          stack.push(...(this.getModuleInfo(next)?.importedIds ?? []));
        }
        return seen;
      };
      const dynamicEntries = new Set(ids.flatMap((m) => this.getModuleInfo(m)?.dynamicallyImportedIds ?? []));
      const signIn = closure([id('main.tsx'), id('boot.tsx'), id('app/login/login-page.tsx')]);
      const router = closure([id('app/router.tsx')]);
      const own = (m: string) => !signIn.has(m) && !dynamicEntries.has(m);
      routerModules.clear();
      shellModules.clear();
      for (const m of router) if (own(m)) routerModules.add(m);
      // zod and the contract stay apart: the contract's modules (each its own chunk, `import()`ed by the
      // session check and the screens) build their schemas as they load, and a chunk holding what they
      // call, which also imports them, ran after them ("e is not a constructor").
      const apart = /[\\/](packages[\\/]contract|node_modules[\\/]zod)[\\/]/;
      // Nor what the sign-in page loads later by itself (the form's code at the first keystroke, the
      // session check's HTTP layer): with those, typing would load the whole shell.
      const signInLater = closure([...signIn].flatMap((m) => this.getModuleInfo(m)?.dynamicallyImportedIds ?? []));
      const layout = closure([id('app/layout/app-layout.tsx')]);
      for (const m of layout) {
        if (own(m) && !router.has(m) && !signInLater.has(m) && !apart.test(m)) shellModules.add(m);
      }
      // MUI in two chunks instead of some fifty of a few hundred bytes each, which on HTTP/1.1 queue on the
      // browser's six connections (docs/performance.md, twelfth session): what the sign-in page's code
      // and the router import (everyone who has loaded the app has it) and what most screens import.
      muiModules.clear();
      const shared = new Map<string, number>();
      for (const entry of dynamicEntries) for (const m of closure([entry])) shared.set(m, (shared.get(m) ?? 0) + 1);
      for (const [m, count] of shared) {
        if (!MUI.test(m)) continue;
        if (signIn.has(m) || signInLater.has(m) || router.has(m)) muiModules.set(m, 'mui-core');
        else if (count >= MUI_SCREENS_MIN_SHARE && !shellModules.has(m) && !LOADS_SLOWLY.test(m))
          muiModules.set(m, 'mui-screens');
      }
      // The app's own small modules that many parts share (the page header, the list parameters, the
      // endpoint query hooks…), in one chunk instead of each its own request: those whose imports every
      // signed-in page has loaded already (or which are in it too), so that the chunk brings nothing else
      // along (a shared form field would have brought react-hook-form to every screen).
      commonModules.clear();
      const everyPage = new Set([...closure([id('main.tsx'), id('boot.tsx')]), ...router, ...layout]);
      for (const [m, count] of shared) {
        if (count >= COMMON_MIN_SHARE && OWN_SOURCE.test(m) && !everyPage.has(m) && !dynamicEntries.has(m))
          commonModules.add(m);
      }
      const settled = (m: string) => everyPage.has(m) || commonModules.has(m) || muiModules.get(m) === 'mui-screens';
      for (let changed = true; changed; ) {
        changed = false;
        for (const m of commonModules) {
          if ((this.getModuleInfo(m)?.importedIds ?? []).every(settled)) continue;
          commonModules.delete(m);
          changed = true;
        }
      }
    },
  };
}

// React and the router change rarely and every page needs them: one long-cached chunk each. MUI in two
// (above, `signedInGraph`); what only a few screens use of it is left to automatic splitting, so that
// those screens alone load it. The sign-in screen's budgets: apps/web/scripts/login-budget.mjs and
// e2e/login-budget.test.ts.
const vendorGroups: {
  name: string | ((id: string) => string | undefined);
  test: RegExp | ((id: string) => boolean);
  priority: number;
  includeDependenciesRecursively?: boolean;
}[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'react-router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  // Every module's scopes file: the scope catalogue reads them all at once on the home page (its access
  // card); one chunk compresses far better than twenty small ones (e2e/login-budget.test.ts, home).
  {
    name: 'scope-catalogue',
    test: /packages[\\/]contract[\\/]src[\\/](modules[\\/][^\\/]+\.scopes|scopes\.generated|scope-catalogue)\.ts$/,
    priority: 10,
    // Only these files: what they import (zod, the contract's helpers) stays in the chunks it was in.
    includeDependenciesRecursively: false,
  },
  // What every signed-in page loads after the sign-in page's code, in two chunks instead of some fifty
  // small ones, each its own request (docs/performance.md, issue 34): the router's imports (the
  // modules' declarations, the guards, the menu) and the layout's (MUI's menus and tooltips, TanStack
  // Query, the HTTP layer, the shell's own modules). Only those modules: what they import that the
  // sign-in page loads stays where it was (its budget).
  { name: 'routes', test: (id) => routerModules.has(id), priority: 15, includeDependenciesRecursively: false },
  { name: 'shell', test: (id) => shellModules.has(id), priority: 15, includeDependenciesRecursively: false },
  // The two MUI chunks, below the shell's (which keeps what only the shell uses).
  {
    name: (id) => muiModules.get(id),
    test: (id) => muiModules.has(id),
    priority: 12,
    includeDependenciesRecursively: false,
  },
  // The app's own small modules most screens share (`signedInGraph`).
  { name: 'screens-common', test: (id) => commonModules.has(id), priority: 11, includeDependenciesRecursively: false },
  {
    name: 'socket',
    test: /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|@socket\.io)[\\/]/,
    priority: 20,
  },
];

export default defineConfig(({ mode }) => {
  // The API server for `vite` dev and preview; BACKOFFICE_API=http://host:port overrides it.
  const api = loadEnv(mode, '.', 'BACKOFFICE_').BACKOFFICE_API || 'http://127.0.0.1:8080';
  const proxy = {
    '/api': { target: api, changeOrigin: true },
    '/ws': { target: api, ws: true, changeOrigin: true },
  };
  return {
    plugins: [
      react(),
      lazyContractSchemas(),
      signedInGraph(),
      prerenderFirstScreen(),
      earlyViewFiles(),
      routePreloads(),
      precompress(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Read by the sign-in budget check (scripts/login-budget.mjs).
      manifest: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: { groups: vendorGroups },
        },
      },
    },
    server: { port: 5173, proxy },
    preview: { proxy },
  };
});
