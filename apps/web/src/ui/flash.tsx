import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Collapse from '@mui/material/Collapse';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface Flash {
  severity: 'success' | 'info' | 'warning' | 'error';
  title: string;
  body?: string;
}

/** Router state that carries a flash from a form to the list it returns to. */
export function flashState(flash: Flash): { flash: Flash } {
  return { flash };
}

/**
 * The outcome of the last action, shown above the list it changed. A toast would cover the list's
 * header buttons (top right) for its ten seconds; this stays where the eye already is, until
 * dismissed or replaced. A form passes one along with `navigate(list, { state: flashState(…) })`.
 */
export function useFlash(): [Flash | null, (flash: Flash | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const carried = (location.state as { flash?: Flash } | null)?.flash ?? null;
  const [own, setOwn] = useState<{ flash: Flash | null; key: string } | null>(null);
  // A flash set here wins over one carried in, until the next navigation brings another.
  const flash = own && own.key === location.key ? own.flash : carried;
  const set = useCallback(
    (next: Flash | null) => {
      setOwn({ flash: next, key: location.key });
      if (next === null && carried) {
        // Forget the carried one, so that going back and forth does not show it again.
        navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      }
    },
    [carried, location.key, location.pathname, location.search, navigate],
  );
  return [flash, set];
}

export function FlashAlert({ flash, onClose }: { flash: Flash | null; onClose: () => void }) {
  return (
    <Collapse in={flash !== null} unmountOnExit>
      {flash ? (
        <Alert severity={flash.severity} onClose={onClose} sx={{ mb: 2 }} data-testid="flash">
          <AlertTitle sx={{ mb: flash.body ? 0.25 : 0, fontWeight: 600 }}>{flash.title}</AlertTitle>
          {flash.body}
        </Alert>
      ) : null}
    </Collapse>
  );
}
