import type { ServerView } from '@backoffice/contract/modules/hosting';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { useCan } from '../../../core/use-can';
import { DetailCard } from '../../../ui/detail-card';
import { monoFont } from '../../../ui/monospace';
import { duration } from '../lib/labels';
import { hostingPaths } from '../paths';

/** The websites a server holds (the first ones, and how many more), linked for readers of websites. */
export function ServerWebsitesCard({ server }: { server: ServerView }) {
  const canSites = useCan('vhost:vhost:read');
  return (
    <DetailCard title={`Websites (${server.websiteCount})`}>
      {server.websites.length ? (
        <Stack spacing={0.5}>
          {server.websites.map((w) =>
            canSites ? (
              <Link
                key={w.id}
                component={RouterLink}
                to={hostingPaths.editOrigin(w.id)}
                underline="hover"
                sx={monoFont}
              >
                {w.displayDomain}
              </Link>
            ) : (
              <Typography key={w.id} variant="body2" sx={monoFont}>
                {w.displayDomain}
              </Typography>
            ),
          )}
          {server.websiteCount > server.websites.length ? (
            <Typography variant="body2" color="text.secondary">
              and {server.websiteCount - server.websites.length} more
            </Typography>
          ) : null}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No website is on this server.
        </Typography>
      )}
    </DetailCard>
  );
}

/** When the server went down, came back and why; the outage under way first. */
export function DownHistoryCard({ server }: { server: ServerView }) {
  const openDown = server.downtimes.find((d) => d.endedAt === null);
  return (
    <Box sx={{ mt: 2 }}>
      <DetailCard title="Down history">
        {openDown ? (
          <Typography variant="body2" color="error" sx={{ mb: 1 }}>
            Down for {duration(openDown.startedAt, null)} now.
          </Typography>
        ) : null}
        {server.downtimes.length ? (
          <Table size="small" aria-label="Down history">
            <TableHead>
              <TableRow>
                <TableCell>Went down</TableCell>
                <TableCell>Came back</TableCell>
                <TableCell>Lasted</TableCell>
                <TableCell>Why</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {server.downtimes.map((d) => (
                <TableRow key={d.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(d.startedAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {d.endedAt ? formatInstant(d.endedAt) : 'Still down'}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{duration(d.startedAt, d.endedAt)}</TableCell>
                  <TableCell>{d.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Never down since it was added.
          </Typography>
        )}
      </DetailCard>
    </Box>
  );
}
