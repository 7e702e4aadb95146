import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

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
    plugins: [react()],
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
