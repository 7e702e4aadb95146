// Build time only (vite.config.ts, `prerenderFirstScreen`): renders the first screens to static
// markup with their CSS, so that index.html paints before any JavaScript has loaded.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { EarlyView } from '../../core/early-view';
import { session } from '../../core/session';
import { createAppTheme } from '../../core/theme';
import { AppThemeProvider } from '../../core/theme-provider';
import { Splash } from '../../ui/splash';
import { documentTitle } from '../constants';
import { ShellFrame } from '../layout/shell-frame';
import { moduleRoutes } from '../modules';
import LoginPage from './login-page';

export interface PrerenderedScreen {
  html: string;
  /** <style> elements as emotion writes them for server rendering (see `styleTags`). */
  styles: string;
}

export type ScreenName = 'sign-in' | 'splash' | 'frame';

/** The same providers as `AppProviders` (app/providers.tsx), without the session. */
function render(screen: ReactNode, dark: boolean): PrerenderedScreen {
  // Emotion's server mode: with `compat`, every rule the render used lands in `inserted` as text
  // (in insertion order) instead of as <style> tags inside the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppThemeProvider theme={createAppTheme(dark)}>
        <CssBaseline enableColorScheme />
        {screen}
      </AppThemeProvider>
    </CacheProvider>,
  );
  return { html, styles: styleTags(cache.inserted) };
}

/**
 * Emotion's server-rendering markup: one <style data-emotion="css name…"> for the class rules and
 * keyframes, one <style data-emotion="css-global name"> per global style. The live app's emotion
 * cache adopts these (it moves them to <head> and marks the names as inserted) instead of inserting
 * the same rules again while it replaces the pre-rendered screen.
 */
function styleTags(inserted: Record<string, string | true | undefined>): string {
  const names: string[] = [];
  let rules = '';
  let globals = '';
  for (const [name, css] of Object.entries(inserted)) {
    if (typeof css !== 'string') continue;
    if (css === '' || css.includes(`.css-${name}`) || /^@(-webkit-)?keyframes /.test(css)) {
      names.push(name);
      rules += css;
    } else {
      globals += `<style data-emotion="css-global ${name}">${css}</style>`;
    }
  }
  return `${globals}<style data-emotion="css ${names.join(' ')}">${rules}</style>`;
}

export function prerenderScreens(): Record<`${ScreenName}-${'light' | 'dark'}`, PrerenderedScreen> {
  return {
    'sign-in-light': render(<LoginPage prerender />, false),
    'sign-in-dark': render(<LoginPage prerender />, true),
    'splash-light': render(<Splash />, false),
    'splash-dark': render(<Splash />, true),
    // Not in index.html: the server adds it, with a screen's heading, to the deep links that have one.
    'frame-light': render(<ShellFrame />, false),
    'frame-dark': render(<ShellFrame />, true),
  };
}

/** A screen's early view as the build wrote it (core/early-view.ts), for route-preloads.json. */
export interface PrerenderedEarlyView {
  path: string;
  light: PrerenderedScreen;
  dark: PrerenderedScreen;
  /** Drawn for a user holding `scopes` as well (a button more). */
  holders?: { scopes: readonly string[]; light: PrerenderedScreen; dark: PrerenderedScreen };
  words: Record<string, unknown>;
  /** `fill`'s source. */
  fill: string;
}

/** The screen inside the shell's frame as a signed-in user holding `scopes` sees it first. */
function renderEarlyView(view: EarlyView, scopes: readonly string[], dark: boolean): PrerenderedScreen {
  const user = { id: 0, username: '', name: '', email: '', wsKey: '', isAdmin: false, scopes: [...scopes] };
  session.signIn('', user as unknown as Parameters<typeof session.signIn>[1]);
  try {
    return render(
      <ShellFrame>
        {/* All of it kept as the heading is: the app's waiting states on the way to the screen draw it again. */}
        <div data-frame-heading="">{view.render()}</div>
      </ShellFrame>,
      dark,
    );
  } finally {
    session.signOut('expired');
  }
}

/** Every module's early views (`src/modules/<module>/early-views.tsx`), light and dark, by the screen's pattern. */
export function prerenderEarlyViews(): PrerenderedEarlyView[] {
  const found = import.meta.glob<{ earlyViews: EarlyView[] }>('../../modules/*/early-views.tsx', { eager: true });
  return Object.values(found)
    .flatMap((m) => m.earlyViews)
    .map((view) => {
      const route = moduleRoutes.find((r) => r.path === view.path);
      if (!route?.early) throw new Error(`early view ${view.path}: no route there declares an early call`);
      const scopes = route.scopes.map(String);
      const holders = view.holders?.length ? [...scopes, ...view.holders] : null;
      const fill = String(view.fill);
      // Sent as it is: a module's binding in it (rewritten by Vite's SSR runner) would not exist in the page.
      if (/__vite_ssr|\bimport\b/.test(fill))
        throw new Error(`early view ${view.path}: fill uses something outside itself`);
      return {
        path: view.path,
        light: renderEarlyView(view, scopes, false),
        dark: renderEarlyView(view, scopes, true),
        ...(holders
          ? {
              holders: {
                scopes: view.holders!,
                light: renderEarlyView(view, holders, false),
                dark: renderEarlyView(view, holders, true),
              },
            }
          : {}),
        words: view.words,
        fill,
      };
    });
}

export const signInTitle = documentTitle('Sign in');

/** The refusals of the HTML form, told by index.html's script before the app arrives (vite.config.ts). */
export { SIGN_IN_FORM_ERRORS as signInFormErrors } from '@backoffice/contract/modules/auth';
/** Whose frame shows a ScopedIntro's `holders` line: its source goes into index.html's inline script. */
export { framedSessionHolds } from '@backoffice/contract/screens';
