import { useEffect, useState } from 'react';
import { withTimeout } from '../../core/lazy';
import type { AppModule } from '../../core/module';
import type { ModuleCommands } from '../../core/palette/commands';
import { appModules } from '../modules';

let loading: Promise<ModuleCommands[]> | null = null;

/**
 * Every module's `commands.ts`, loaded once, when the palette or the shortcuts sheet first opens. A
 * module whose file does not load is left out this time and asked for again at the next opening.
 */
export function loadModuleCommands(modules: readonly AppModule[] = appModules): Promise<ModuleCommands[]> {
  if (!loading) {
    const pending = modules.flatMap((m) => (m.commands ? [withTimeout(m.commands)] : []));
    loading = Promise.allSettled(pending).then((settled) => {
      if (settled.some((s) => s.status === 'rejected')) loading = null;
      return settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.default] : []));
    });
  }
  return loading;
}

/** The modules' commands, or null while they load. */
export function useModuleCommands(): ModuleCommands[] | null {
  const [commands, setCommands] = useState<ModuleCommands[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadModuleCommands().then((loaded) => {
      if (live) setCommands(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return commands;
}
