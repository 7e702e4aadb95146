import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Button from '@mui/material/Button';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ChunkLoadError, isChunkLoadError } from '../core/lazy';
import { messages } from '../core/messages';
import { StatusScreen } from '../ui/status-screen';
import { NotFoundPage } from './not-found-page';

const reload = () => window.location.reload();

/** What a route shows when its screen fails to load (spec §8) or to render. */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone={standalone} />;

  if (isChunkLoadError(error)) {
    const timedOut = error instanceof ChunkLoadError && error.timedOut;
    return (
      <StatusScreen
        standalone={standalone}
        visual={<CloudOffOutlined sx={{ fontSize: 56 }} />}
        title={timedOut ? messages.screenLoadTimeout : messages.screenLoadFailed}
        description="The connection may have dropped, or a new version of the app was published. Reloading usually fixes it."
        actions={
          <Button variant="contained" onClick={reload}>
            Reload
          </Button>
        }
      />
    );
  }

  console.error(error);
  return (
    <StatusScreen
      standalone={standalone}
      visual={<ReportProblemOutlined sx={{ fontSize: 56 }} color="warning" />}
      title="Something went wrong"
      description="This screen stopped because of an unexpected error. Reload to try again."
      actions={
        <>
          <Button variant="contained" onClick={reload}>
            Reload
          </Button>
          <Button component={Link} to="/" reloadDocument variant="outlined">
            Go home
          </Button>
        </>
      }
    />
  );
}
