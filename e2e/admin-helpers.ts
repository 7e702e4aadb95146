// Helpers of the administration browser tests (e2e/administration*.test.ts).
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { apiSignIn, type RunningServer } from './harness.js';

export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Calls the API as the administrator (for setting up and checking, never for the step under test). */
export async function adminApi(server: RunningServer): Promise<Api> {
  const { jwt } = await apiSignIn(server);
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${jwt}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** Picks an option of a MUI select by the select's label and the option's text. */
export async function pickOption(page: Page, select: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The link texts of the side menu, in order. */
export async function menuLinks(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
  return (await links.allTextContents()).map((t) => t.trim());
}

/** The helper text under a form field (its aria-describedby), e.g. a server error placed on the field. */
export async function fieldHelp(page: Page, field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) return '';
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

/** A link of the side menu, by its exact label. */
export function menuLink(page: Page, label: string): Locator {
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact: true });
}

/**
 * An 8-bit RGB PNG from its rows of pixels (each `width × 3` bytes): real bytes, since the server
 * judges pictures by their content.
 */
export function png(width: number, height: number, rows: readonly Buffer[]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  // Each row starts with its filter type, 0 (none).
  const pixels = deflateSync(Buffer.concat(rows.map((row) => Buffer.concat([Buffer.from([0]), row]))));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A solid-colour square PNG. */
export function solidPng(size = 64, rgb: [number, number, number] = [38, 166, 154]): Buffer {
  const row = Buffer.from(Array.from({ length: size }, () => rgb).flat());
  return png(
    size,
    size,
    Array.from({ length: size }, () => row),
  );
}
