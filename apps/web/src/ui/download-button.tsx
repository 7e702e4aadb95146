import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { errorMessage } from '../core/api';
import { showError } from '../core/dialogs';
import { saveTextFile } from '../core/download';

interface Props {
  label: string;
  /** What the file is. */
  tooltip: string;
  disabled?: boolean;
  /** Fetches the file's name and text. */
  download: () => Promise<{ filename: string; text: string }>;
}

/** Saves a text file the server writes (an export); a failure shows the server's message. */
export function DownloadButton({ label, tooltip, disabled = false, download }: Props) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { filename, text } = await download();
      saveTextFile(filename, text);
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={tooltip}>
      <span>
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={save} loading={busy} disabled={disabled}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}
