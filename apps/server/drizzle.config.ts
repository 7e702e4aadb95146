import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // A module's tables are its schema.ts, or schema/<topic>.ts once that passes ~300 lines (modules/qa).
  schema: ['./src/core/db/schema.ts', './src/modules/*/schema.ts', './src/modules/*/schema/*.ts'],
  out: './drizzle',
});
