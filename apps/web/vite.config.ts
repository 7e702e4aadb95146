import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

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

// React and the router change rarely and every page needs them: one long-cached chunk each. MUI is
// left to automatic splitting so that each screen loads only the components it uses; the sign-in
// screen must stay under 150 KB of gzipped JS (apps/web/scripts/login-budget.mjs and e2e/login-budget.test.ts measure it).
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'react-router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 30 },
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
    plugins: [react(), precompress()],
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
