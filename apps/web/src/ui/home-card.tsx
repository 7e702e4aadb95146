import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from './error-alert';

/**
 * One card of the home page (docs/ui.md "Home"): a title with its icon, what waits for the person,
 * and a link to the screen where it is done. While loading, lines of skeleton; on failure, the error.
 */
export function HomeCard({
  title,
  icon: Icon,
  link,
  pending = false,
  error,
  children,
}: {
  title: string;
  icon: ComponentType<SvgIconProps>;
  link?: { to: string; label: string };
  pending?: boolean;
  error?: unknown;
  children?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon fontSize="small" color="primary" />
        <Typography variant="subtitle2" component="h2">
          {title}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {error ? (
          <ErrorAlert error={error} sx={{}} />
        ) : pending ? (
          <>
            <Skeleton width="80%" />
            <Skeleton width="55%" />
          </>
        ) : (
          children
        )}
      </Box>
      {link ? (
        <Box>
          <Button component={Link} to={link.to} size="small" endIcon={<ArrowForward />} sx={{ ml: -0.75 }}>
            {link.label}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}

/** A card's place while its code loads. */
export function HomeCardSkeleton() {
  return <Skeleton variant="rounded" height={132} />;
}
