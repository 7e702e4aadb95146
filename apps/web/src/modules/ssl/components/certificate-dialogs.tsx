import type { Certificate } from '@backoffice/contract/modules/ssl';
import { errorMessage } from '../../../core/api';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteCertificate, useRenewCertificate } from '../api/certificates';

type Target = Pick<Certificate, 'id' | 'domain' | 'displayDomain' | 'kind'>;

export function RenewDialog({ certificate, onClose }: { certificate: Target | null; onClose: () => void }) {
  const renew = useRenewCertificate();
  const confirm = () => {
    if (!certificate) return;
    renew.mutate(
      { params: { domain: certificate.domain }, body: { domain: certificate.domain } },
      {
        onSuccess: (renewed) =>
          notify({
            level: 'success',
            title: 'Certificate renewed',
            body: `${certificate.displayDomain}: ${renewed.length} renewed.`,
          }),
        // Spec §8: a failed Let's Encrypt order shows the server's message.
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={certificate !== null}
      title="Renew now?"
      confirmLabel="Renew"
      tone="primary"
      pending={renew.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      {certificate?.kind === 'lets-encrypt'
        ? "Let's Encrypt is asked for a new certificate of "
        : 'A new key and certificate are made for '}
      <strong>{certificate?.displayDomain}</strong>; servers get it at their next deployment.
    </ConfirmDialog>
  );
}

export function DeleteCertificateDialog({
  certificate,
  onClose,
  onDeleted,
}: {
  certificate: Target | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteCertificate();
  const confirm = () => {
    if (!certificate) return;
    remove.mutate(
      { params: { id: certificate.id } },
      {
        onSuccess: () => {
          notify({ level: 'success', title: 'Certificate deleted', body: certificate.displayDomain });
          onDeleted?.();
        },
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={certificate !== null}
      title="Delete certificate?"
      confirmLabel="Delete certificate"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      The certificate of <strong>{certificate?.displayDomain}</strong> and its private key will be deleted. Websites
      using it fall back to HTTP at their next deployment.
    </ConfirmDialog>
  );
}
