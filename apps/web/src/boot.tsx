import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadLoginPage } from './app/app';
import { validateStoredSession } from './app/startup';

/**
 * Starts the app in #root, which shows index.html's pre-rendered first screen until React's first
 * commit replaces it. That commit must hold the same screen: for the sign-in form (`signIn`), its
 * chunk is loaded first, so that the form renders without a splash in between.
 */
/**
 * Marks #root as the app's once its first commit has replaced the pre-rendered splash, so that
 * whoever waits for the live app (a browser test) can tell. The pre-rendered sign-in form is
 * marked by its own hand-over (login/prerendered.ts), which runs before this, deeper in the tree.
 */
function TakenOver({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    if (container.dataset.prerendered === 'splash') delete container.dataset.prerendered;
  }, [container]);
  return children;
}

export async function boot(container: HTMLElement, signIn: boolean): Promise<void> {
  // Validation starts before React renders; the app shows once it settles.
  const startup = validateStoredSession();
  if (signIn) await loadLoginPage().catch(() => undefined);
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // the main thread (the screen is already on show); the commit still replaces it at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <TakenOver container={container}>
          <App startup={startup} />
        </TakenOver>
      </StrictMode>,
    ),
  );
}
