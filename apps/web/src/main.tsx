// The entry: index.html already shows the first screen, pre-rendered at build time (vite.config.ts,
// prerenderFirstScreen). The app's code starts loading once that screen has been painted, so that
// the first paint never waits for it; the sign-in form's own chunk loads beside it.
// zod without its JIT (its `z.config({ jitless: true })`, set before zod loads: the contract's schemas
// read it when they are built). Its probe for `new Function` is refused by our CSP (script-src without
// 'unsafe-eval'), and the browser reports every refusal even though zod catches it (Lighthouse's best
// practices, "issues logged"); the JIT only speeds up parsing large objects, which the page does not.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root')!;
const signIn = container.dataset.prerendered === 'sign-in';

function load() {
  Promise.all([import('./boot'), signIn ? import('./app/login/login-page') : null]).then(
    ([{ boot }]) => boot(container, signIn),
    (error: unknown) => console.error(error),
  );
}

// A hidden tab paints nothing: it loads at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load));
else load();
