import * as api from '@backoffice/contract/modules/ssl';
import { handle } from '../../core/http.js';
import {
  createCustom,
  createSelfSigned,
  deleteCertificate,
  getCertificate,
  listCertificates,
} from './services/certificates.js';
import { createLetsEncrypt } from './services/lets-encrypt.js';
import { renewDomain } from './services/renewal.js';

// Changes write their audit rows in their own transactions (services/).
export const handlers = [
  handle(api.listCertificates, ({ ctx, body, request }) => {
    request.skipAudit = true; // a lookup sent as POST
    return listCertificates(ctx, body);
  }),
  handle(api.getCertificate, ({ ctx, params }) => getCertificate(ctx, params.id)),
  handle(api.deleteCertificate, ({ ctx, params }) => deleteCertificate(ctx, params.id)),
  handle(api.renewCertificate, ({ ctx, user, params, body }) => renewDomain(ctx, user, params.domain, body.domain)),
  handle(api.createCustomCertificate, ({ ctx, user, body }) => createCustom(ctx, user, body)),
  handle(api.createSelfSignedCertificate, ({ ctx, user, body }) => createSelfSigned(ctx, user, body)),
  handle(api.createLetsEncryptCertificate, ({ ctx, user, body }) => createLetsEncrypt(ctx, user, body)),
];
