import { health } from '@backoffice/contract/modules/system';
import { scopeLabel } from '@backoffice/contract/scope-catalogue';
import { hasScopes } from '@backoffice/contract/scopes';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { endpointQuery } from '../../core/endpoint-query';
import { useCurrentUser } from '../../core/session';
import { HomeCardSkeleton } from '../../ui/home-card';
import { UserAvatar } from '../../ui/user-avatar';
import { homeCards } from '../modules';

const healthQuery = endpointQuery(health);

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${minutes} min`;
  return `${Math.max(minutes, 1)} min`;
}

/** `users:roles:read`, `users:users:read` → `users` (2); sorted by the names the modules declare. */
function scopeServices(scopes: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const scope of scopes) {
    const service = scope.split(':')[0] ?? scope;
    counts.set(service, (counts.get(service) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => scopeLabel(a).localeCompare(scopeLabel(b)));
}

function SectionTitle({ children, id }: { children: string; id?: string }) {
  return (
    <Typography variant="overline" component="h2" id={id} color="text.secondary" sx={{ display: 'block', mb: 1 }}>
      {children}
    </Typography>
  );
}

function SystemStatus() {
  const { data, isError } = useQuery({ ...healthQuery.options(), refetchInterval: 60_000 });
  const ok = data?.status === 'ok' && data.database === 'up';
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <SectionTitle>System</SectionTitle>
      {data || isError ? (
        <Stack spacing={1.25}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: isError ? 'error.main' : ok ? 'success.main' : 'warning.main',
              }}
            />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {isError ? 'Server unreachable' : ok ? 'All systems operational' : 'Degraded'}
            </Typography>
          </Stack>
          {data ? (
            <Typography variant="body2" color="text.secondary">
              Database {data.database} · up {formatUptime(data.uptime)}
            </Typography>
          ) : null}
        </Stack>
      ) : (
        <Skeleton width="70%" />
      )}
    </Paper>
  );
}

// Each card's code loads when home first shows it (a module's card is not in the shell's bundle).
const cardComponents = new Map(homeCards.map((card) => [card, lazy(card.component)]));

/** What waits for the person today: the cards of the modules they may use (docs/ui.md "Home"). */
function MyDay() {
  const user = useCurrentUser();
  const cards = homeCards.filter((card) => user && hasScopes(user.scopes, card.scopes, user.isAdmin));
  if (!cards.length) return null;
  return (
    <Box component="section" aria-labelledby="my-day">
      <SectionTitle id="my-day">Your day</SectionTitle>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}>
        {cards.map((card) => {
          const Card = cardComponents.get(card)!;
          return (
            <Suspense key={cards.indexOf(card)} fallback={<HomeCardSkeleton />}>
              <Card />
            </Suspense>
          );
        })}
      </Box>
    </Box>
  );
}

export default function HomePage() {
  const user = useCurrentUser();
  if (!user) return null;

  const firstName = (user.name || user.username).split(/\s+/)[0];
  const services = scopeServices(user.scopes);

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <UserAvatar username={user.username} profileImage={user.profileImage} size={52} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            data-testid="greeting"
            sx={{ fontSize: { xs: '1.375rem', sm: '1.625rem' } }}
          >
            {greeting(new Date().getHours())}, {firstName}
          </Typography>
          <Typography color="text.secondary">
            Signed in as <strong>{user.name || user.username}</strong>
            {user.email ? ` · ${user.email}` : ''}
          </Typography>
        </Box>
      </Box>

      <MyDay />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <SectionTitle>Your access</SectionTitle>
          {user.isAdmin ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <AdminPanelSettingsOutlined color="accent" />
              <Typography variant="body2">
                You are an <strong>administrator</strong>: every module and action is open to you.
              </Typography>
            </Stack>
          ) : services.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Your role grants no permissions yet. Ask an administrator for the access you need.
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {user.scopes.length} permission{user.scopes.length === 1 ? '' : 's'} across {services.length} area
                {services.length === 1 ? '' : 's'}.
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {services.map(([service, count]) => (
                  <Chip key={service} size="small" variant="outlined" label={`${scopeLabel(service)} · ${count}`} />
                ))}
              </Box>
            </>
          )}
        </Paper>
        <SystemStatus />
      </Box>
    </Stack>
  );
}
