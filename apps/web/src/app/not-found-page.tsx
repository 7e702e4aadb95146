import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { StatusScreen } from '../ui/status-screen';

export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
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
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      actions={
        <Button component={Link} to="/" variant="contained">
          Back to home
        </Button>
      }
    />
  );
}
