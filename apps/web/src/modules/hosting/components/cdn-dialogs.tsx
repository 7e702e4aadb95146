import type { CdnVhost } from '@backoffice/contract/modules/hosting';
import { errorMessage } from '../../../core/api';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useClearCdnCache, useDeleteCdnVhost, useDisableXdn, useEnableXdn } from '../api/cdn';

export type CdnAction = 'clear' | 'xdn-on' | 'xdn-off' | 'delete';

const TEXT: Record<CdnAction, { title: string; confirm: string; tone: 'error' | 'warning' | 'primary'; body: string }> =
  {
    clear: {
      title: 'Clear the cache?',
      confirm: 'Clear cache',
      tone: 'warning',
      body: 'The edges drop every cached file of this domain; the next visitors are served from the origin while the cache fills again.',
    },
    'xdn-on': {
      title: 'Switch the CDN on?',
      confirm: 'Switch on',
      tone: 'primary',
      body: 'The edges serve this domain and cache what the origin allows.',
    },
    'xdn-off': {
      title: 'Switch the CDN off?',
      confirm: 'Switch off',
      tone: 'warning',
      body: 'Visitors go straight to the origin: it takes the whole load.',
    },
    delete: {
      title: 'Delete the CDN virtual host?',
      confirm: 'Delete',
      tone: 'error',
      body: 'The edges stop serving this domain at their next sync.',
    },
  };

/** Asks before a CDN action (clear cache, the xdn switch, delete) and sends it to the provider. */
export function CdnActionDialog({
  vhost,
  action,
  onClose,
}: {
  vhost: Pick<CdnVhost, 'id' | 'displayDomain'> | null;
  action: CdnAction;
  onClose: () => void;
}) {
  const clear = useClearCdnCache();
  const on = useEnableXdn();
  const off = useDisableXdn();
  const remove = useDeleteCdnVhost();
  const mutation = { clear, 'xdn-on': on, 'xdn-off': off, delete: remove }[action];
  const text = TEXT[action];
  const done: Record<CdnAction, string> = {
    clear: 'Cache cleared',
    'xdn-on': 'CDN switched on',
    'xdn-off': 'CDN switched off',
    delete: 'CDN virtual host deleted',
  };
  const confirm = () => {
    if (!vhost) return;
    mutation.mutate(
      { params: { id: vhost.id } },
      {
        onSuccess: () => notify({ level: 'success', title: done[action], body: vhost.displayDomain }),
        // Spec §8: the server's message (the provider's reason) is shown as it is.
        onError: (failure: unknown) => showError(errorMessage(failure)),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={vhost !== null}
      title={text.title}
      confirmLabel={text.confirm}
      tone={text.tone}
      pending={mutation.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      <strong>{vhost?.displayDomain}</strong>: {text.body}
    </ConfirmDialog>
  );
}
