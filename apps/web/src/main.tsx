// The entry: index.html already shows the first screen, pre-rendered at build time (vite.config.ts,
// prerenderFirstScreen). The app's code starts loading once that screen has been painted, so that
// the first paint never waits for it; the sign-in form's own chunk loads beside it.
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
