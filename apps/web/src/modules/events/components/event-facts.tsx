import type { CalendarOccurrence } from '@backoffice/contract/modules/events';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RepeatOutlined from '@mui/icons-material/RepeatOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatWhen } from '../lib/when';

type Facts = Pick<
  CalendarOccurrence,
  'startDate' | 'startTime' | 'endDate' | 'endTime' | 'location' | 'description' | 'capacity' | 'attendantCount'
> & { repeats?: string | null; signUp: boolean };

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography component="span" color="text.secondary" sx={{ display: 'flex', pt: 0.25 }}>
        {icon}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Stack>
  );
}

/** When, where, how often, and how many places: the lines an event is summed up by. */
export function EventFacts({ facts }: { facts: Facts }) {
  const places =
    facts.capacity === null
      ? `${facts.attendantCount} signed up`
      : `${facts.attendantCount} of ${facts.capacity} places taken`;
  return (
    <Stack spacing={1.25}>
      <Fact icon={<AccessTimeOutlined fontSize="small" />}>{formatWhen(facts)}</Fact>
      {facts.repeats ? <Fact icon={<RepeatOutlined fontSize="small" />}>{facts.repeats}</Fact> : null}
      {facts.location ? <Fact icon={<PlaceOutlined fontSize="small" />}>{facts.location}</Fact> : null}
      <Fact icon={<GroupOutlined fontSize="small" />}>
        {places}
        {facts.signUp ? '' : ' · sign-up closed'}
      </Fact>
      {facts.description ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {facts.description}
        </Typography>
      ) : null}
    </Stack>
  );
}
