import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

interface Props {
  label?: string;
  /** Opens the confirm dialog. */
  onClick: () => void;
  /** Why it cannot be deleted now (it is still in use); disables the button. */
  blockedBy?: string | null;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** The header button that deletes the record on screen; a blocked one says why on hover. */
export function DeleteButton({ label = 'Delete', onClick, blockedBy, disabled = false, size = 'medium' }: Props) {
  return (
    <Tooltip title={blockedBy ?? ''}>
      <span>
        <Button
          variant="outlined"
          color="error"
          size={size}
          startIcon={<DeleteOutlined />}
          disabled={disabled || Boolean(blockedBy)}
          onClick={onClick}
        >
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}
