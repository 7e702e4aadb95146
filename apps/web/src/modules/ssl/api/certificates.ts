// The certificate calls (one hook per endpoint).

import { listWebsites } from '@backoffice/contract/modules/hosting';
import {
  createCustomCertificate,
  createLetsEncryptCertificate,
  createSelfSignedCertificate,
  deleteCertificate,
  getCertificate,
  listCertificates,
  renewCertificate,
} from '@backoffice/contract/modules/ssl';
import { endpointMutation, endpointQuery } from '../../../core/endpoint-query';

const touched = [listCertificates, getCertificate];

export const useCertificates = endpointQuery(listCertificates, { keepPreviousData: true }).use;
export const useCertificate = endpointQuery(getCertificate).use;
/** Websites to make a certificate for (needs vhost:vhost:read). */
export const useWebsites = endpointQuery(listWebsites, { keepPreviousData: true }).use;
export const useCreateCustom = endpointMutation(createCustomCertificate, { invalidates: touched });
export const useCreateSelfSigned = endpointMutation(createSelfSignedCertificate, { invalidates: touched });
export const useCreateLetsEncrypt = endpointMutation(createLetsEncryptCertificate, { invalidates: touched });
export const useRenewCertificate = endpointMutation(renewCertificate, { invalidates: touched });
export const useDeleteCertificate = endpointMutation(deleteCertificate, { invalidates: [listCertificates] });
