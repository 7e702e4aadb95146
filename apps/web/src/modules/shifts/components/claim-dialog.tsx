import type { OpenShift } from '@backoffice/contract/modules/shifts';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useClaimOpenShift } from '../api/claim-open-shift';

/** Asks before claiming an open shift (the first to claim it gets it); tells the outcome with a toast. */
export function ClaimDialog({ offer, onClose }: { offer: OpenShift | null; onClose: () => void }) {
  const claim = useClaimOpenShift();
  return (
    <ConfirmDialog
      open={offer !== null}
      title="Claim this open shift?"
      confirmLabel="Claim"
      tone="primary"
      pending={claim.isPending}
      onClose={onClose}
      onConfirm={() =>
        claim.mutate(
          { params: { id: offer!.id } },
          {
            onSuccess: () => {
              onClose();
              notify({ level: 'success', title: 'The shift is yours' });
            },
            onError: (error) => {
              onClose();
              notify({ level: 'error', title: 'Not claimed', body: errorMessage(error) });
            },
          },
        )
      }
    >
      {offer ? `${offer.date}, ${offer.start}–${offer.end} (${offer.teamName}): the first to claim it gets it.` : ''}
    </ConfirmDialog>
  );
}
