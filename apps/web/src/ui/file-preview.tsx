import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../core/api';
import { fetchStoredFile } from '../core/download';
import { useNearScreen } from './near-screen';

interface Props {
  /** A local file (picked, not sent yet), or a stored file's link, fetched with the session's token. */
  source: Blob | string;
  /** The file's name: the picture's text alternative, the frame's title. */
  name: string;
  /** The preview's height; a picture is never stretched beyond its own size. */
  height?: number;
}

type State =
  | { status: 'waiting' }
  | { status: 'ready'; url: string; type: string }
  | { status: 'failed'; message: string };

const isImage = (type: string) => /^image\/(png|jpeg|webp|gif)\b/.test(type);
const isPdf = (type: string) => /^application\/pdf\b/.test(type);

/**
 * Shows a picture inline and a PDF in a frame, both from a blob: URL (a private file is fetched with
 * the token, so it is never a plain link); any other kind shows its name. Loads lazily.
 */
export function FilePreview({ source, name, height = 320 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  const [state, setState] = useState<State>({ status: 'waiting' });

  useEffect(() => {
    if (!near) return;
    let url: string | null = null;
    const abort = new AbortController();
    const show = (blob: Blob, type: string) => {
      url = URL.createObjectURL(blob);
      setState({ status: 'ready', url, type });
    };
    setState({ status: 'waiting' });
    if (typeof source !== 'string') show(source, source.type);
    else {
      fetchStoredFile(source, abort.signal).then(
        (file) => {
          if (!abort.signal.aborted) show(file.blob, file.contentType);
        },
        (error: unknown) => {
          if (!abort.signal.aborted) setState({ status: 'failed', message: errorMessage(error) });
        },
      );
    }
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [near, source]);

  return (
    <Box
      ref={box}
      data-testid="file-preview"
      sx={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {state.status === 'waiting' ? (
        <Skeleton variant="rectangular" width="100%" height="100%" />
      ) : state.status === 'failed' ? (
        <Typography variant="body2" color="error" role="alert" sx={{ px: 2, textAlign: 'center' }}>
          No preview: {state.message}
        </Typography>
      ) : isImage(state.type) ? (
        <Box
          component="img"
          src={state.url}
          alt={name}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : isPdf(state.type) ? (
        <Box component="iframe" src={state.url} title={name} sx={{ width: '100%', height: '100%', border: 0 }} />
      ) : (
        <Box sx={{ textAlign: 'center', color: 'text.secondary', px: 2 }}>
          <InsertDriveFileOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="caption">No preview for this kind of file</Typography>
        </Box>
      )}
    </Box>
  );
}
