import { health } from '@backoffice/contract/modules/system';
import { scopeLabel } from '@backoffice/contract/scope-catalogue';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { endpointQuery } from '../../core/endpoint-query';
import { useCurrentUser } from '../../core/session';
import { UserAvatar } from '../../ui/user-avatar';
import { visibleMenu } from '../layout/menu';
import { menuGroups } from '../modules';

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

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="overline" component="h2" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
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

export default function HomePage() {
  const user = useCurrentUser();
  const groups = useMemo(() => (user ? visibleMenu(menuGroups, user) : []), [user]);
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

      <Box>
        <SectionTitle>Quick links</SectionTitle>
        {groups.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <AppsOutlined color="disabled" sx={{ fontSize: 40, mb: 1 }} />
            <Typography variant="body2" color="text.secondary">
              No modules are available to you yet.
            </Typography>
          </Paper>
        ) : (
          <Stack spacing={2.5}>
            {groups.map((group) => (
              <Box key={group.label}>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  {group.label}
                </Typography>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1.5,
                    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
                  }}
                >
                  {group.items.map((item) => {
                    const Icon = item.icon ?? AppsOutlined;
                    return (
                      <Card key={item.path}>
                        <CardActionArea
                          component={Link}
                          to={item.path}
                          sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: 'flex-start' }}
                        >
                          <Box
                            sx={{
                              width: 36,
                              height: 36,
                              borderRadius: 2,
                              display: 'grid',
                              placeItems: 'center',
                              bgcolor: 'action.hover',
                              color: 'primary.main',
                              flexShrink: 0,
                            }}
                          >
                            <Icon fontSize="small" />
                          </Box>
                          <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                            {item.label}
                          </Typography>
                          <ArrowForward fontSize="small" color="action" />
                        </CardActionArea>
                      </Card>
                    );
                  })}
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
