// "Use a passkey", on the sign-in form and at the second step: the WebAuthn library is loaded only
// when it is pressed (passkey-sign-in.ts), so neither screen's first load carries it. A passkey signs
// in alone; what went wrong is handed to the screen to show.
import Button from '@mui/material/Button';
import { useState } from 'react';

export function PasskeyButton({
  variant,
  onFailure,
}: {
  variant: 'contained' | 'outlined';
  /** Null when pressed (the screen clears its message), then the reason it did not sign in, if any. */
  onFailure: (reason: string | null) => void;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant={variant}
      size="large"
      fullWidth
      loading={pending}
      // Pressed on the pre-rendered sign-in form before the app took over: pressed again by the live one
      // (main.tsx, login/prerendered.ts).
      data-press-later="passkey"
      onClick={async () => {
        onFailure(null);
        setPending(true);
        const { signInWithPasskey } = await import('./passkey-sign-in');
        const reason = await signInWithPasskey();
        setPending(false);
        if (reason) onFailure(reason);
      }}
    >
      Use a passkey
    </Button>
  );
}
