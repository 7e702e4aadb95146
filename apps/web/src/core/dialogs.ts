import { createStore } from './store';

export type DialogKind = 'success' | 'error' | 'info';

export interface DialogRequest {
  key: number;
  kind: DialogKind;
  /** One line for success and info; the error dialog lists every line. */
  lines: string[];
  /** When given, the dialog shows Confirm and Cancel, and Confirm calls it. */
  onConfirm?: () => void;
}

let sequence = 0;

/** Open dialogs, oldest first; the root dialog host shows the first one (spec §8). */
export const dialogQueue = createStore<DialogRequest[]>([]);

function open(kind: DialogKind, lines: string[], onConfirm?: () => void) {
  sequence += 1;
  const request: DialogRequest = { key: sequence, kind, lines, ...(onConfirm ? { onConfirm } : {}) };
  dialogQueue.set((queue) => [...queue, request]);
}

export function showSuccess(message: string, onConfirm?: () => void): void {
  open('success', [message], onConfirm);
}

export function showError(lines: string | readonly string[]): void {
  open('error', typeof lines === 'string' ? [lines] : [...lines]);
}

export function showInfo(message: string, onConfirm?: () => void): void {
  open('info', [message], onConfirm);
}

export function closeDialog(key: number): void {
  dialogQueue.set((queue) => queue.filter((d) => d.key !== key));
}
