import type { SessionInfo } from '@backoffice/contract/modules/auth';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { type Outcome, OutcomeAlert } from '../../../ui/outcome-alert';
import { RelativeTime } from '../../../ui/relative-time';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';

const isPhone = (device: string) => / on (?:iOS|Android)$/.test(device);

function SessionRow({
  session,
  onRevoke,
  revoking,
}: {
  session: SessionInfo;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const Icon = isPhone(session.device) ? PhoneIphoneOutlined : ComputerOutlined;
  return (
    <Box
      data-testid="session-row"
      data-current={session.current ? 'true' : undefined}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25 }}
    >
      <Box sx={{ color: session.current ? 'primary.main' : 'text.secondary', display: 'flex' }}>
        <Icon fontSize="small" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Tooltip title={session.userAgent ?? 'The browser sent no description of itself'} placement="top-start">
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="session-device">
              {session.device}
            </Typography>
          </Tooltip>
          {session.current ? (
            <Chip label="This device" size="small" color="primary" variant="outlined" sx={{ height: 20 }} />
          ) : null}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {session.ip ?? 'Address unknown'} · signed in <RelativeTime iso={session.signedInAt} />
        </Typography>
        <Typography
          variant="caption"
          component="p"
          color={session.current ? 'primary.main' : 'text.secondary'}
          data-testid="session-last-use"
        >
          {session.current ? (
            'In use now'
          ) : (
            <>
              Last used <RelativeTime iso={session.lastUsedAt} />
            </>
          )}
        </Typography>
      </Box>
      {session.current ? null : (
        <Tooltip title={`Ends ${formatInstant(session.expiresAt)} unless it is used`}>
          <span>
            <Button
              size="small"
              color="inherit"
              variant="outlined"
              onClick={onRevoke}
              loading={revoking}
              aria-label={`Sign out ${session.device}, ${session.ip ?? 'address unknown'}`}
            >
              Sign out
            </Button>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}

/**
 * Where the user is signed in (OWASP ASVS 7.5): each live session with its device, address, sign-in
 * and last use, this device marked; any other can be signed out, or all of them at once. A signed-out
 * session is refused at its next call and lands on the sign-in page. This device signs out in the app bar.
 */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;

  const signOutOne = (session: SessionInfo) => {
    setOutcome(null);
    revoke.mutate(
      { body: { id: session.id } },
      {
        onSuccess: () => setOutcome({ severity: 'success', text: `${session.device} was signed out.` }),
        onError: (error) => setOutcome({ severity: 'error', text: errorMessage(error) }),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="sessions-card">
      <Typography variant="subtitle2" component="h2">
        Sessions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
        Where you are signed in. A session stays signed in while it is used; sign out any you do not recognise.
      </Typography>
      <OutcomeAlert outcome={outcome} sx={{ mt: 2 }} onClose={() => setOutcome(null)} />
      <Box sx={{ mt: 1.5 }}>
        {sessions.error ? (
          <Alert severity="error">{errorMessage(sessions.error)}</Alert>
        ) : sessions.isPending ? (
          [0, 1].map((i) => <Skeleton key={i} height={52} />)
        ) : (
          list.map((session, index) => (
            <Fragment key={session.id}>
              {index > 0 ? <Divider /> : null}
              <SessionRow
                session={session}
                onRevoke={() => signOutOne(session)}
                revoking={revoke.isPending && revoke.variables?.body.id === session.id}
              />
            </Fragment>
          ))
        )}
      </Box>
      {others > 0 ? (
        <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            color="warning"
            startIcon={<LogoutOutlined />}
            onClick={() => {
              setOutcome(null);
              setConfirming(true);
            }}
          >
            Sign out everywhere else
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere else?"
        confirmLabel="Sign out everywhere else"
        tone="warning"
        pending={revokeOthers.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          revokeOthers.mutate(undefined, {
            onSuccess: ({ signedOutSessions }) => {
              setConfirming(false);
              setOutcome({
                severity: 'success',
                text: `Signed out of ${signedOutSessions} other session${signedOutSessions === 1 ? '' : 's'}.`,
              });
            },
            onError: (error) => {
              setConfirming(false);
              setOutcome({ severity: 'error', text: errorMessage(error) });
            },
          })
        }
      >
        {others === 1 ? 'The other session' : `The ${others} other sessions`} will have to sign in again. This device
        stays signed in.
      </ConfirmDialog>
    </Paper>
  );
}
