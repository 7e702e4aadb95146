// The CDN provider behind clear cache and the xdn switch: one interface, two implementations. With
// `CDN_API_URL` the provider's HTTP API is called (`POST {url}/vhosts/{domain}/purge`, `PUT` or
// `DELETE {url}/vhosts/{domain}/xdn`, bearer `CDN_API_TOKEN`, 10 s); without it the request is only
// recorded, so the history shows what would have been sent. Either way the caller keeps the request
// with its outcome (services/cdn.ts).
import type { AppContext } from '../../core/context.js';
import { hostingSettings } from './settings.js';

export type CdnAction = 'clear' | 'xdn-on' | 'xdn-off';

export interface CdnProvider {
  /** Resolves with what the provider said, rejects with its reason. */
  request(action: CdnAction, vhost: { domain: string; origin: string }): Promise<string>;
}

const recordOnly: CdnProvider = {
  request: async (action) => `Recorded; no CDN provider is configured (CDN_API_URL), so nothing was sent (${action}).`,
};

function httpProvider(config: { url: string; token: string }): CdnProvider {
  return {
    async request(action, vhost) {
      const target = `${config.url}/vhosts/${encodeURIComponent(vhost.domain)}`;
      const [method, url] =
        action === 'clear'
          ? ['POST', `${target}/purge`]
          : action === 'xdn-on'
            ? ['PUT', `${target}/xdn`]
            : ['DELETE', `${target}/xdn`];
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
          body: method === 'DELETE' ? undefined : JSON.stringify({ domain: vhost.domain, origin: vhost.origin }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new Error(`it did not answer (${error instanceof Error ? error.message : String(error)})`);
      }
      const text = (await response.text().catch(() => '')).slice(0, 500);
      let said = text;
      try {
        const body = JSON.parse(text) as { message?: unknown; error?: unknown };
        said = String(body.message ?? body.error ?? text);
      } catch {}
      if (!response.ok) throw new Error(`${response.status} ${said || response.statusText}`.trim());
      return said || `${response.status} ${response.statusText}`;
    },
  };
}

export function cdnProvider(ctx: AppContext): CdnProvider {
  const { cdn } = hostingSettings.of(ctx);
  return cdn ? httpProvider(cdn) : recordOnly;
}
