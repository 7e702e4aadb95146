import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, loadEnv, type Plugin } from 'vite';
import type { prerenderScreens } from './src/app/login/prerender';

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
function prerenderFirstScreen(): Plugin {
  let root = '';
  return {
    name: 'backoffice-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let screens: ReturnType<typeof prerenderScreens>;
      let title: string;
      try {
        const module = await server.ssrLoadModule('/src/app/login/prerender.tsx');
        screens = module.prerenderScreens();
        title = module.signInTitle;
      } finally {
        await server.close();
      }
      const templates = Object.entries(screens)
        .map(([name, { html, styles }]) => `<template id="prerender-${name}">${styles}${html}</template>`)
        .join('\n    ');
      // The app's own rules (core/session.ts, app.tsx useStandaloneSignIn) in a few lines of ES5.
      const choose = `(function () {
  var root = document.getElementById('root');
  var stored = null;
  try { stored = JSON.parse(localStorage.getItem('backoffice.session')); } catch (e) {}
  stored = stored || {};
  var path = location.pathname;
  var guestEntry = path === '/login' || (path === '/' && !location.search);
  var screen = !(stored.jwt && stored.user) && guestEntry ? 'sign-in' : 'splash';
  var template = document.getElementById('prerender-' + screen + (stored.darkTheme === true ? '-dark' : '-light'));
  if (!root || !template) return;
  if (screen === 'sign-in') {
    document.title = ${JSON.stringify(title)};
    // The static form never submits itself (a GET with the password in the URL): the live one
    // submits in its place once it has taken over (login/prerendered.ts).
    root.addEventListener('submit', function (event) {
      if (!root.dataset.prerendered) return;
      event.preventDefault();
      root.dataset.submitted = 'true';
    });
    // Which field has the caret, for the live form to give it back (React's render may start
    // before the caret moves, its commit after).
    root.addEventListener('focusin', function (event) {
      if (root.dataset.prerendered && event.target.name) root.dataset.focus = event.target.name;
    });
  }
  root.dataset.prerendered = screen;
  root.appendChild(template.content.cloneNode(true));
})();`;
      const marker = '<div id="root"></div>';
      if (!html.includes(marker)) throw new Error(`index.html has no ${marker}`);
      return html.replace(marker, `${marker}\n    ${templates}\n    <script>${choose}</script>`);
    },
  };
}

// React and the router change rarely and every page needs them: one long-cached chunk each. MUI is
// left to automatic splitting so that each screen loads only the components it uses; the sign-in
// screen must stay under 150 KB of gzipped JS (apps/web/scripts/login-budget.mjs and e2e/login-budget.test.ts measure it).
const vendorGroups: { name: string; test: RegExp; priority: number; includeDependenciesRecursively?: boolean }[] = [
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
    plugins: [react(), prerenderFirstScreen(), precompress()],
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
