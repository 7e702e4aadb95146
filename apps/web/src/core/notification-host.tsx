import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { type CustomContentProps, closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { forwardRef, useEffect, useRef } from 'react';
import { NOTIFICATION_TIMINGS, type Notification, type NotificationLevel, notificationQueue } from './notifications';

type CardExtras = { heading: string; act?: Notification['action'] };

declare module 'notistack' {
  interface VariantOverrides {
    success: CardExtras;
    error: CardExtras;
    info: CardExtras;
    warning: CardExtras;
  }
}

type CardProps = CustomContentProps & CardExtras;

const NotificationCard = forwardRef<HTMLDivElement, CardProps>(function NotificationCard(
  { id, message, variant, heading, act },
  ref,
) {
  // notistack resumes with half the duration after a hover; the specification wants 1000 ms.
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resumeTimer.current), []);
  const severity = (variant === 'default' ? 'info' : variant) as NotificationLevel;

  return (
    <Alert
      ref={ref}
      role="alert"
      data-testid="notification"
      severity={severity}
      variant="standard"
      onClose={() => closeSnackbar(id)}
      {...(act
        ? {
            action: (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  act.run();
                  closeSnackbar(id);
                }}
                sx={{ fontWeight: 700, alignSelf: 'center' }}
              >
                {act.label}
              </Button>
            ),
          }
        : {})}
      onMouseEnter={() => clearTimeout(resumeTimer.current)}
      onMouseLeave={() => {
        resumeTimer.current = setTimeout(() => closeSnackbar(id), NOTIFICATION_TIMINGS.extended);
      }}
      sx={{
        width: { xs: '100%', sm: 380 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: `${severity}.main`,
        boxShadow: 6,
        alignItems: 'flex-start',
        '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      <AlertTitle sx={{ fontWeight: 600, mb: message ? 0.25 : 0 }}>{heading}</AlertTitle>
      {message ? <span>{message}</span> : null}
    </Alert>
  );
});

const cards = { success: NotificationCard, error: NotificationCard, info: NotificationCard, warning: NotificationCard };

/** Shows queued notifications with the timings of spec §9. Mounted once, at the root. */
export default function NotificationHost() {
  useEffect(() => {
    const drain = () => {
      const queued = notificationQueue.get();
      if (queued.length === 0) return;
      notificationQueue.set([]);
      for (const n of queued) {
        enqueueSnackbar(n.body ?? '', {
          variant: n.level,
          heading: n.title,
          ...(n.action ? { act: n.action } : {}),
          autoHideDuration: n.duration ?? NOTIFICATION_TIMINGS.duration,
        });
      }
    };
    drain();
    return notificationQueue.subscribe(drain);
  }, []);

  return (
    <>
      {/* Below the app bar rather than over its buttons. */}
      <GlobalStyles styles={{ '.notifications-top-right': { top: '64px !important' } }} />
      <SnackbarProvider
        maxSnack={4}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={NOTIFICATION_TIMINGS.duration}
        transitionDuration={{ enter: NOTIFICATION_TIMINGS.show, exit: NOTIFICATION_TIMINGS.hide }}
        Components={cards}
        classes={{ containerAnchorOriginTopRight: 'notifications-top-right' }}
      />
    </>
  );
}
