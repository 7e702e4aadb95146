import type { SslKind } from '@backoffice/contract/modules/ssl';

export const KIND_LABEL: Record<SslKind, string> = {
  custom: 'Custom',
  'self-signed': 'Self-signed',
  'lets-encrypt': "Let's Encrypt",
};
