// Files chosen for a report, before they go up: a box to drop them on (or click to pick), each file with its
// size, a preview of pictures and a button to take it out; refusals (too large, too many) said at once.
import type { FileConfig } from '@backoffice/contract/modules/bug-report';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { addFiles, formatBytes } from '../lib/files';
import { capital } from '../lib/kind';

interface Props {
  files: readonly File[];
  onChange: (files: File[]) => void;
  config: FileConfig | undefined;
  /** Files the report holds already (adding to a report). */
  already?: number;
  disabled?: boolean;
  /** The picker's accessible name. */
  label?: string;
}

function Thumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!/^image\/(png|jpeg|webp|gif)$/.test(file.type) || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <Box
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {url ? (
        <Box component="img" src={url} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <InsertDriveFileOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
      )}
    </Box>
  );
}

export function FileDrop({ files, onChange, config, already = 0, disabled = false, label = 'Files' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const take = (added: readonly File[]) => {
    const next = addFiles(files, added, config, already);
    setRefused(next.refused);
    onChange(next.files);
  };
  const limits = config
    ? `${capital(config.label)}, up to ${formatBytes(config.maxBytes)} each, ${config.maxFiles} at most`
    : 'Loading what files are taken…';
  return (
    <Stack spacing={1.5}>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={`${label}: drop files here or choose them`}
        aria-disabled={disabled}
        data-testid="file-drop"
        onClick={() => !disabled && input.current?.click()}
        onKeyDown={(e) => {
          if (!disabled && (e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault();
            input.current?.click();
          }
        }}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!disabled) take(Array.from(e.dataTransfer.files));
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 2,
          px: 2,
          py: 2.5,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          transition: 'border-color 120ms, background-color 120ms',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <CloudUploadOutlined sx={{ color: 'text.secondary' }} />
        <Typography variant="body2">
          <b>Drop files here</b> or click to choose (screenshots, logs…)
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {limits}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={config?.accept}
        aria-label={`${label} to attach`}
        onChange={(e) => {
          take(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {refused.length ? (
        <Alert severity="warning" onClose={() => setRefused([])}>
          {refused.map((r) => (
            <div key={r}>{r}</div>
          ))}
        </Alert>
      ) : null}
      {files.length ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Chosen files">
          {files.map((file) => (
            <Stack
              component="li"
              key={`${file.name}:${file.size}`}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', minWidth: 0 }}
            >
              <Thumbnail file={file} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {file.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatBytes(file.size)}
                </Typography>
              </Box>
              <Tooltip title="Take out">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Take out ${file.name}`}
                    disabled={disabled}
                    onClick={() => onChange(files.filter((f) => f !== file))}
                  >
                    <CloseOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
