import { createNote, listNotes } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useCreateNote = endpointMutation(createNote, { invalidates: [listNotes] });
