import { StrictMode, startTransition } from 'react';
import { App, loadLoginPage } from './app/app';
import { validateStoredSession } from './app/startup';
import { createRoot } from './react-first';
import { keepFirstFrame } from './ui/first-frame';

/**
 * Starts the app in #root, which shows index.html's pre-rendered first screen until React's first
 * commit replaces it. That commit must hold the same screen: for the sign-in form (`signIn`), its
 * chunk is loaded first, so that the form renders without a splash in between.
 */
export async function boot(container: HTMLElement, signIn: boolean): Promise<void> {
  // Validation starts before React renders; the app shows once it settles.
  const startup = validateStoredSession();
  if (signIn) await loadLoginPage().catch(() => undefined);
  // The splash holds no form: whoever waits for the live sign-in form (a browser test) waits for
  // `#root:not([data-prerendered]) form`, which only the app draws. The pre-rendered sign-in form's
  // marker is removed by its own hand-over (login/prerendered.ts).
  keepFirstFrame(container);
  if (!signIn) delete container.dataset.prerendered;
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // the main thread (the screen is already on show); the commit still replaces it at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App startup={startup} />
      </StrictMode>,
    ),
  );
}
