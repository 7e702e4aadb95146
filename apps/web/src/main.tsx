// The entry: index.html already shows the first screen, pre-rendered at build time (vite.config.ts,
// prerenderFirstScreen). The app's code starts loading once that screen has been painted, so that
// the first paint never waits for it; the sign-in form's own chunk loads beside it.
// zod without its JIT (its `z.config({ jitless: true })`, set before zod loads: the contract's schemas
// read it when they are built). Its probe for `new Function` is refused by our CSP (script-src without
// 'unsafe-eval'), and the browser reports every refusal even though zod catches it (Lighthouse's best
// practices, "issues logged"); the JIT only speeds up parsing large objects, which the page does not.
// (The one static import below loads no zod.)
import { ssoSeen } from './app/login/sso-seen';

(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root')!;
const signIn = container.dataset.prerendered === 'sign-in';

/** The browser's turn: input, a frame, before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Whether the page asks for the boot's chunks itself: a deep link's page does (the server's
 * `#app-preloads`, apps/server/src/core/spa.ts); index.html as built (`/`, `/login`) does not.
 */
const bootPreloaded = document.getElementById('app-preloads') !== null;

/**
 * The app's modules run (evaluate) in steps, each its own task: React first, then (where the page
 * preloads the boot's chunks) MUI's core, then the rest of the boot. Run at once they were one task of
 * 100–150 ms on a fast machine, four times that on a phone, during which the page answers nothing
 * (docs/performance.md "The first frame"). Without the preloads MUI's step would hold the boot's
 * chunks back by a round trip: they are asked for with the boot.
 */
function load() {
  import('./react-first')
    .then(nextTask)
    .then(() => (bootPreloaded ? import('./mui-first').then(nextTask) : undefined))
    .then(() => Promise.all([import('./boot'), signIn ? import('./app/login/login-page') : null]))
    .then(
      ([{ boot }]) => boot(container, signIn),
      (error: unknown) => console.error(error),
    );
}

/**
 * The sign-in form works without the app (a real form posting to the server, docs/auth.md "The sign-in
 * form"), so on it the app loads when a person acts on the page: a pointer moved or pressed, a touch, a
 * key, a scroll, or a value put in by a password manager — the live form takes over what was typed before
 * it arrived (login/prerendered.ts). The caret the copy's autofocus puts in the username field is no
 * person acting. Nobody's phone runs 170 KB of script on arrival for a page that needs none of it to be
 * used. What only the app shows — the single sign-on button — appears at that first act, or at once on a
 * device that has been offered single sign-on before (`ssoSeen`, remembered by the sign-in screen).
 */
function loadOnFirstAct() {
  const acts = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'input'] as const;
  const act = () => {
    for (const name of acts) removeEventListener(name, act, true);
    load();
  };
  for (const name of acts) addEventListener(name, act, { capture: true, passive: true });
}

/**
 * A press on the pre-rendered form's button that only the app answers ("Use a passkey", marked
 * `data-press-later`) — the very press that loads the app — is noted on #root; the live form makes it
 * again when it takes over (login/prerendered.ts), within the press's user activation.
 */
function keepPresses() {
  const press = (event: MouseEvent) => {
    // Once the live form has taken over, its own buttons answer: nothing more to note.
    if (container.dataset.prerendered !== 'sign-in') return removeEventListener('click', press, true);
    const button = event.target instanceof Element ? event.target.closest('[data-press-later]') : null;
    if (button) container.dataset.pressed = button.getAttribute('data-press-later') ?? '';
  };
  addEventListener('click', press, true);
}

/** Back from the identity provider (`?sso=` or `?sso_error=`): only the app finishes the sign-on or tells why not. */
const backFromSingleSignOn = /[?&]sso(_error)?=/.test(location.search);

if (signIn) keepPresses();
// A hidden tab paints nothing: it loads at once.
if (signIn && !ssoSeen() && !backFromSingleSignOn) loadOnFirstAct();
else if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load));
else load();
