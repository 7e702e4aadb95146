// An OpenID provider for tests (oidc-provider, a certified implementation) on 127.0.0.1, random port.
// Its sign-in screen is skipped: the test says who signs in next (`signInAs`), and a request to the
// interaction URL finishes the login as that person. Consent is implied (the grant is made on the fly).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  preferred_username?: string;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The person the next login at the provider is. */
  signInAs(account: TestAccount): void;
  close(): Promise<void>;
}

/**
 * `redirectUris`: the client's registered redirect URIs; `allowRedirect`, when the back office's port is
 * not known yet (a browser test), accepts others too (oidc-provider's "redirect URI wildcard" recipe).
 */
export async function startTestProvider(
  redirectUris: string[],
  options: { allowRedirect?: (uri: string) => boolean } = {},
): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | null = null;
  const clientId = 'backoffice-test';
  const clientSecret = 'test-client-secret-0123456789-abcdef';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username', 'groups'],
    },
    // Scope claims go into the ID token (what the relying party reads).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const { allowRedirect } = options;
  if (allowRedirect) {
    const registered = provider.Client.prototype.redirectUriAllowed;
    provider.Client.prototype.redirectUriAllowed = function (this: InstanceType<typeof provider.Client>, uri: string) {
      return allowRedirect(uri) || registered.call(this, uri);
    };
  }
  const handler = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      void (async () => {
        try {
          if (!next) throw new Error('no account to sign in as');
          accounts.set(next.sub, next);
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: next.sub } },
            {
              mergeWithLastSubmission: false,
            },
          );
        } catch (error) {
          res.statusCode = 500;
          res.end(String(error));
        }
      })();
      return;
    }
    handler(req, res);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    async close() {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
