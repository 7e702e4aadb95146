// The new certificate form: each kind's contract body judges it in the browser, and the server's
// own words (a failed Let's Encrypt order, spec §8) are shown above it.
import * as ssl from '@backoffice/contract/modules/ssl';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import CertificateCreatePage from './certificate-create-page';

const CREATE = ['ssl:cert:read', 'ssl:cert:create'];
/** A busy machine (two cores, several test runs) may take a while to draw the first screen. */
const slow = { timeout: 5_000 };
const at = '2026-11-01T10:00:00.000Z';
const made = {
  id: 1,
  kind: 'self-signed' as const,
  domain: 'intranet.example.com',
  displayDomain: 'intranet.example.com',
  altNames: ['intranet.example.com'],
  website: null,
  issuer: 'CN=intranet.example.com',
  subject: 'CN=intranet.example.com',
  serialNumber: '01',
  fingerprint256: 'AA',
  notBefore: at,
  notAfter: at,
  daysLeft: 364,
  email: null,
  autoRenew: true,
  renewalError: null,
  lastRenewedAt: null,
  createdAt: at,
};

const page = (kind: string, handlers: Parameters<typeof renderScreen>[1]['handlers'] = []) =>
  renderScreen(<CertificateCreatePage />, { path: '/ssl/create', url: `/ssl/create?kind=${kind}`, handlers });

describe('the new certificate form', () => {
  it('refuses a name that is no domain name in the browser, on the Names field, without sending', async () => {
    signInAs(CREATE);
    const { user, sent } = page('self-signed');
    const names = await screen.findByRole('textbox', { name: 'Names' }, slow);
    await user.type(names, 'intranet.example.com{enter}bad_name!');
    await user.click(screen.getByRole('button', { name: 'Make certificate' }));
    await waitFor(() => expect(names).toHaveAccessibleDescription(/^the name /));
    expect(sent.filter((s) => s.endpoint === ssl.createSelfSignedCertificate.name)).toHaveLength(0);
  });

  it('sends the self-signed body: the names one per line, no email when none is given', async () => {
    signInAs(CREATE);
    const { user, sent, router } = page('self-signed', [[ssl.createSelfSignedCertificate, () => made]]);
    await user.type(
      await screen.findByRole('textbox', { name: 'Names' }, slow),
      'intranet.example.com{enter}*.intranet.example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Make certificate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ssl'));
    expect(sent.find((s) => s.endpoint === ssl.createSelfSignedCertificate.name)?.request.body).toEqual({
      altNames: ['intranet.example.com', '*.intranet.example.com'],
    });
  });

  it("shows a failed Let's Encrypt order in the server's own words above the form (spec §8)", async () => {
    signInAs(CREATE);
    const refusal = "Let's Encrypt refused the order: too many certificates already issued for example.com";
    const { user, sent } = page('lets-encrypt', [
      [ssl.createLetsEncryptCertificate, () => failure(502, 'SSL_ACME_FAILED', refusal)],
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Domain' }, slow), 'example.com');
    await user.type(screen.getByRole('textbox', { name: 'Subdomains' }), 'www');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ops@example.com');
    await user.click(screen.getByRole('button', { name: "Order from Let's Encrypt" }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(refusal);
    expect(sent.find((s) => s.endpoint === ssl.createLetsEncryptCertificate.name)?.request.body).toEqual({
      domain: 'example.com',
      subDomains: ['www'],
      email: 'ops@example.com',
    });
  });
});
