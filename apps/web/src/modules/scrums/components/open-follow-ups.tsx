// A developer's follow-ups still open, across their audits: the soonest due first, an overdue one in red.
import type { DeveloperAudits } from '@backoffice/contract/modules/scrums';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDay, localDate } from '../../../core/dates';
import { scrumsPaths } from '../paths';

export function OpenFollowUps({ items }: { items: DeveloperAudits['openFollowUps'] }) {
  if (!items.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing open: every follow-up is done.
      </Typography>
    );
  }
  const today = localDate();
  return (
    <List dense aria-label="Open follow-ups" disablePadding>
      {items.map((f) => {
        const overdue = f.dueDate !== null && f.dueDate < today;
        const due = f.dueDate ? `due ${formatDay(f.dueDate, { weekday: false })}` : 'no due day';
        return (
          <ListItem key={f.id} disableGutters alignItems="flex-start">
            <ListItemText
              primary={f.text}
              secondary={
                <>
                  <Typography component="span" variant="body2" color={overdue ? 'error' : 'text.secondary'}>
                    {overdue ? `Overdue: ${due}` : due}
                  </Typography>
                  {` · ${f.owner?.name ?? 'no owner'} · `}
                  <Link component={RouterLink} to={scrumsPaths.audit(f.auditId)} underline="hover">
                    audit of {formatDay(f.auditDate, { weekday: false })}
                  </Link>
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
