// The drop zone's queue: each file goes up on its own request (its own progress and cancel), a few at a
// time, and stays listed with its outcome until the reader clears it.
import type { FileEntry } from '@backoffice/contract/modules/files';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { invalidateEndpoints } from '../../../core/endpoint-query';
import { fileAnswers, uploadFile } from '../api/files';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface QueuedUpload {
  key: number;
  name: string;
  size: number;
  progress: number;
  status: UploadStatus;
  error?: string;
  file?: FileEntry;
}

/** Files sent at once: the rest wait their turn (two cores and one disk on the other side). */
const PARALLEL = 3;

let keys = 0;

export function useUploadQueue() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const waiting = useRef<{ key: number; file: File; target: { folderId: number | null; isPrivate: boolean } }[]>([]);
  const running = useRef(0);

  const patch = useCallback((key: number, change: Partial<QueuedUpload>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < PARALLEL && waiting.current.length) {
      const next = waiting.current.shift()!;
      const controller = new AbortController();
      controllers.current.set(next.key, controller);
      running.current += 1;
      patch(next.key, { status: 'uploading' });
      uploadFile(next.file, next.target, (progress) => patch(next.key, { progress }), controller.signal)
        .then(
          (reply) =>
            patch(next.key, { status: 'done', progress: 1, ...(reply.files[0] ? { file: reply.files[0] } : {}) }),
          (error: unknown) =>
            patch(
              next.key,
              error instanceof DOMException && error.name === 'AbortError'
                ? { status: 'cancelled' }
                : { status: 'failed', error: errorMessage(error) },
            ),
        )
        .finally(() => {
          controllers.current.delete(next.key);
          running.current -= 1;
          void invalidateEndpoints(queryClient, fileAnswers);
          pump();
        });
    }
  }, [patch, queryClient]);

  const add = useCallback(
    (files: readonly File[], target: { folderId: number | null; isPrivate: boolean }) => {
      const added = files.map((file) => ({ key: ++keys, file, target }));
      setItems((list) => [
        ...list,
        ...added.map(({ key, file }) => ({
          key,
          name: file.name,
          size: file.size,
          progress: 0,
          status: 'waiting' as const,
        })),
      ]);
      waiting.current.push(...added);
      pump();
    },
    [pump],
  );

  const cancel = useCallback(
    (key: number) => {
      const index = waiting.current.findIndex((w) => w.key === key);
      if (index >= 0) {
        waiting.current.splice(index, 1);
        patch(key, { status: 'cancelled' });
      }
      controllers.current.get(key)?.abort();
    },
    [patch],
  );

  const clear = useCallback(
    () => setItems((list) => list.filter((i) => i.status === 'waiting' || i.status === 'uploading')),
    [],
  );

  return { items, add, cancel, clear };
}
