// The server's modules: found by folder (index.generated.ts, written by `npm run generate`) and
// checked once when the server loads. Nothing here names a module.
import { readdirSync } from 'node:fs';
import type { ServerModule } from '../core/module.js';
import { moduleFolders } from './index.generated.js';

function collect(folders: Readonly<Record<string, ServerModule>>): readonly ServerModule[] {
  // A folder added since the registry was written would be silently absent: say what to run.
  const onDisk = readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const unregistered = onDisk.filter((name) => !(name in folders));
  if (unregistered.length) {
    throw new Error(
      `Module folders missing from modules/index.generated.ts: ${unregistered.join(', ')} (run npm run generate)`,
    );
  }
  for (const [folder, module] of Object.entries(folders)) {
    if (module.name !== folder) throw new Error(`modules/${folder}/module.ts names itself ${module.name}`);
  }
  return Object.values(folders);
}

/** Every server module, in folder order. */
export const serverModules = collect(moduleFolders);
