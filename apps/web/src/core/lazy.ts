import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Spec §9: a screen chunk that has not arrived after two minutes is a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  readonly timedOut: boolean;
  constructor(message: string, timedOut: boolean, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ChunkLoadError';
    this.timedOut = timedOut;
  }
}

export function withTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Screen not loaded after ${ms} ms`, true)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Screen could not be loaded', false, { cause: error }));
      },
    );
  });
}

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** A component loaded on first render, failing with `ChunkLoadError` instead of hanging. */
export function lazyScreen(load: ScreenLoader): LazyExoticComponent<ComponentType> {
  return lazy(() => withTimeout(load));
}

/**
 * One component a module exports, loaded on its first render and failing with `ChunkLoadError` instead of
 * hanging: a form or a dialog a screen draws after its content (the QC queue's scorecard), which then stays
 * out of the screen's own chunks and the files its first paint waits for.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withTimeout(load).then((component) => ({ default: component })));
}

/** Vite reports a failed dynamic import as a TypeError; some browsers as a SyntaxError. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}
