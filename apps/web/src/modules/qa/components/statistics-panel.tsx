// What the statistics screens' charts and tables share: the card each sits in and how a missing
// score reads.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { scoreText } from '../lib/score';

export const scoreOrDash = (v: number | null) => (v === null ? '—' : scoreText(v));

export function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
