import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';

/** The eye at the end of a password field: shows or hides what was typed. */
export function ShowPasswordButton({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <IconButton size="small" edge="end" aria-label={shown ? 'Hide password' : 'Show password'} onClick={onToggle}>
      {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
    </IconButton>
  );
}
