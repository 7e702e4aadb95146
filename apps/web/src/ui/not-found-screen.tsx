import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { StatusScreen } from './status-screen';

/** "404": what was asked for is not there (or not for this user), and the way to the list it belongs to. */
export function NotFoundScreen({
  title,
  description,
  back,
  standalone = false,
}: {
  title: string;
  description: string;
  back: { to: string; label: string };
  standalone?: boolean;
}) {
  return (
    <StatusScreen
      standalone={standalone}
      visual={
        <Typography
          component="div"
          sx={{ fontSize: 72, fontWeight: 800, lineHeight: 1, letterSpacing: '-0.04em', color: 'primary.main' }}
        >
          404
        </Typography>
      }
      title={title}
      description={description}
      actions={
        <Button component={Link} to={back.to} variant="contained">
          {back.label}
        </Button>
      }
    />
  );
}
