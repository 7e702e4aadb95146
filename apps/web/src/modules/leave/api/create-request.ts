import { createRequest, LEAVE_FORM_FIELDS, type LeaveRequestData } from '@backoffice/contract/modules/leave';
import { upload } from '../../../core/api';
import { mutationHook } from '../../../core/endpoint-query';
import { requestAnswers } from './answers';

export interface NewRequest {
  data: LeaveRequestData;
  document: File | null;
  /** 0..1 while the form goes up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The multipart request: a `data` JSON part and an optional `document` file. */
export const useCreateRequest = mutationHook(
  ({ data, document, onProgress, signal }: NewRequest) => {
    const form = new FormData();
    form.append(LEAVE_FORM_FIELDS.data, JSON.stringify(data));
    if (document) form.append(LEAVE_FORM_FIELDS.document, document, document.name);
    return upload(createRequest, { body: form, ...(signal ? { signal } : {}) }, onProgress);
  },
  { invalidates: requestAnswers },
);
