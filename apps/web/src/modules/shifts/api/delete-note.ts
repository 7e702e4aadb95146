import { deleteNote, listNotes } from '@backoffice/contract/modules/shifts';
import { endpointMutation } from '../../../core/endpoint-query';

export const useDeleteNote = endpointMutation(deleteNote, { invalidates: [listNotes] });
