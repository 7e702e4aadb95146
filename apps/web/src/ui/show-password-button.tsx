import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';

/** The eye at the end of a password field: shows or hides what was typed (`what` names it when a form has several). */
export function ShowPasswordButton({
  shown,
  onToggle,
  what = 'password',
}: {
  shown: boolean;
  onToggle: () => void;
  what?: string;
}) {
  return (
    <IconButton size="small" edge="end" aria-label={`${shown ? 'Hide' : 'Show'} ${what}`} onClick={onToggle}>
      {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
    </IconButton>
  );
}
