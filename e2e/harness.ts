// Starts the real server on a free port with a fresh embedded database, and Debian's Chromium.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { cloneEmbeddedTemplate } from '../apps/server/src/test/template-database.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB = path.join(ROOT, 'apps', 'web');
/** The built app the tests serve; E2E_DIST gives a run its own (parallel work trees share apps/web). */
export const DIST = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : path.join(WEB, 'dist');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const SESSION_KEY = 'backoffice.session';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds apps/web when dist is missing or older than its sources (E2E_REBUILD=1 forces it). */
export function ensureWebBuild(): void {
  const index = path.join(DIST, 'index.html');
  const sources = [path.join(WEB, 'src'), path.join(ROOT, 'packages', 'contract', 'src')];
  const fresh =
    existsSync(index) &&
    process.env.E2E_REBUILD !== '1' &&
    statSync(index).mtimeMs >= Math.max(...sources.map(newestMtime), statSync(path.join(WEB, 'index.html')).mtimeMs);
  if (fresh) return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const result = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir'], {
    cwd: WEB,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  adminUsername: string;
  adminPassword: string;
  stop(): Promise<void>;
}

/** The server could not bind its port: another process took it after `freePort()` let it go. */
class PortTaken extends Error {}

/**
 * Waits until this child says it is ready on `url` (printed once it holds the port) and answers
 * there. A health answer alone could come from another test file's server that took the same port.
 */
async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      if (output().includes('EADDRINUSE')) throw new PortTaken(output());
      throw new Error(`Server exited with ${child.exitCode}:\n${output()}`);
    }
    if (output().includes(`ready on ${url} `)) {
      try {
        const response = await fetch(`${url}/api/health`);
        if (response.status === 200) return;
      } catch {
        // Not answering yet.
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server not healthy after ${timeoutMs} ms:\n${output()}`);
}

/** Starts the real server on a fresh DATA_DIR; `env` adds variables (e.g. PowerDNS's API). */
export async function startServer(options: { env?: Record<string, string> } = {}): Promise<RunningServer> {
  ensureWebBuild();
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), options.env ?? {});
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 5) throw error;
    }
  }
}

async function startOn(port: number, env: Record<string, string>): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-e2e-'));
  // The embedded database starts as a copy of the migrated template the server tests use
  // (apps/server/src/test/template-database.ts): initdb and every migration took each server 15–27 s
  // of CPU. The server still runs the migrations on it at start (finding nothing to do), and the
  // template is made by the same `openDatabase` on an empty directory as a first start is.
  if (!(env.DATABASE_URL ?? process.env.DATABASE_URL)) await cloneEmbeddedTemplate(dataDir);
  const adminPassword = `E2e-${randomBytes(12).toString('base64url')}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      WEB_DIST: DIST,
      // The browser tests sign the administrator in with a password; e2e/auth-*.test.ts turn it on.
      REQUIRE_MFA_FOR_ADMINS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A demo server seeds every module's demo data before it says it is ready: about a minute alone on
    // a 2-core machine, longer when two test files start one at once (the hook allows 180 s).
    await waitForHealth(url, child, () => log, env.DEMO ? 150_000 : 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, adminUsername: 'admin', adminPassword, stop };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 860 }, locale: 'en-US' });
  const page = await context.newPage();
  return { context, page };
}

/** A new page (in its own context) signed in through the form as the given user. */
export async function signedInPage(
  browser: Browser,
  server: Pick<RunningServer, 'url'>,
  username: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, server.url);
  await opened.page.goto('/login');
  await signInWithForm(opened.page, username, password);
  return opened;
}

/**
 * Holds back the page's requests matching `pattern` (scripts that have not arrived yet, as on a slow link)
 * until the returned `release` is called; a request whose page has gone by then is dropped quietly.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * A person's first act on the page: the pointer moves onto it (in a corner, where it hovers over nothing).
 * On the sign-in page the app loads at that act (apps/web/src/main.tsx).
 */
export async function pointerArrives(page: Page): Promise<void> {
  await page.mouse.move(3, 3);
  await page.mouse.move(1, 1);
}

/** Waits until the app's own sign-in form has replaced index.html's pre-rendered one (after a first act). */
export async function liveSignInForm(page: Page): Promise<void> {
  await pointerArrives(page);
  await page.locator('#root:not([data-prerendered]) form').waitFor();
}

/**
 * Signs in through the form and waits until the app has left the sign-in page. It fills the live
 * form, once the app has taken over from index.html's pre-rendered one: a fill is a focus and then
 * an insertion, and a takeover between the two would lose it (a person's keystrokes are carried
 * over, login/prerendered.ts; typing before the takeover is login-budget.test.ts's).
 */
export async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await liveSignInForm(page);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export interface StoredSession {
  jwt: string | null;
  user: { id: number; name: string; username: string } | null;
  darkTheme: boolean;
}

/**
 * Puts a signed-in session into the server's origin as the app keeps it (its localStorage), before the page's
 * first load of the app: a deep link then opens signed in, as after a sign-in (benchmarks, first-load tests).
 */
export async function storeSession(
  page: Page,
  server: Pick<RunningServer, 'url'>,
  { jwt, user }: { jwt: string; user: unknown },
): Promise<void> {
  await page.goto(`${server.url}/robots.txt`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify({ jwt, user }),
  ] as const);
}

export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

/** Signs in through the API (not the form), as another device would. */
export async function apiSignIn(
  server: RunningServer,
): Promise<{ jwt: string; user: { name: string; username: string } }> {
  const response = await fetch(`${server.url}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: server.adminUsername, password: server.adminPassword }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { jwt: string; user: { name: string; username: string } };
}

/**
 * The app opens its socket after sign-in; pushes sent before the server accepted it would be lost.
 * The page marks `<html data-socket="connected">` once it has (its rooms are joined by then).
 */
export async function waitForSocket(page: Page): Promise<void> {
  await page.locator('html[data-socket="connected"]').waitFor({ state: 'attached' });
}
