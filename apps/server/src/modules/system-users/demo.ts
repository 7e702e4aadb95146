// Demo data of system users (`npm run demo`): accounts across hosting's demo servers, with real
// Ed25519 and ECDSA keys (made with node:crypto), made through the module's service so its rules apply.
import type { ModuleDemo } from '../../core/module.js';
import { createSystemUser, serversOf, updateSystemUser } from './services/system-users.js';
import { ecdsaKey, ed25519Key } from './ssh-keys.js';

const ACCOUNTS: {
  server: string;
  username: string;
  comment: string;
  shell?: '/bin/bash' | '/bin/sh' | '/usr/bin/zsh' | '/usr/sbin/nologin' | '/bin/false';
  home?: string;
  groups?: string[];
  keys?: number;
  locked?: boolean;
}[] = [
  { server: 'web-fra-01', username: 'deploy', comment: 'CI deployments', groups: ['deployers'], keys: 2 },
  { server: 'web-fra-01', username: 'acme-tools', comment: 'acme-tools.example', home: '/var/www/acme-tools', keys: 1 },
  { server: 'web-fra-01', username: 'blue-harbor', comment: 'Blue Harbor Ltd', home: '/var/www/blue-harbor', keys: 1 },
  { server: 'web-fra-01', username: 'backup-agent', comment: 'Nightly backups (rsync)', shell: '/bin/sh', keys: 1 },
  { server: 'web-fra-02', username: 'deploy', comment: 'CI deployments', groups: ['deployers'], keys: 2 },
  { server: 'web-fra-02', username: 'pixel-forge', comment: 'Pixel Forge GmbH', shell: '/usr/bin/zsh', keys: 1 },
  {
    server: 'web-fra-02',
    username: 'sftp-north',
    comment: 'North Wind uploads (SFTP only)',
    shell: '/usr/sbin/nologin',
    home: '/srv/sftp/north-wind',
    keys: 1,
  },
  { server: 'web-ams-01', username: 'deploy', comment: 'CI deployments', keys: 1 },
  { server: 'web-ams-01', username: 'former-agency', comment: 'Contract ended 2026-10', keys: 1, locked: true },
  { server: 'db-fra-01', username: 'dba', comment: 'Database administrators', groups: ['dbadmins'], keys: 2 },
  { server: 'db-fra-01', username: 'monitoring', comment: 'Metrics exporter', shell: '/bin/false' },
  { server: 'mail-fra-01', username: 'mailops', comment: 'Mail operations', keys: 1 },
];

export const systemUsersDemo: ModuleDemo = {
  // After hosting (60), whose servers the accounts live on.
  order: 65,
  roles: {
    Developer: ['system:user:read', 'server:server:read'],
    Administrator: [
      'system:user:read',
      'system:user:create',
      'system:user:update',
      'system:user:delete',
      'server:server:read',
    ],
  },
  async seed(ctx) {
    const servers = new Map((await serversOf(ctx, { first: 100 })).map((s) => [s.name, s.id]));
    for (const [i, a] of ACCOUNTS.entries()) {
      const serverId = servers.get(a.server);
      if (!serverId) continue;
      const keys = Array.from({ length: a.keys ?? 0 }, (_, k) =>
        k % 2 ? ecdsaKey(`${a.username}@workstation`) : ed25519Key(`${a.username}@laptop-${i}`),
      );
      const user = await createSystemUser(ctx, {
        serverId,
        username: a.username,
        home: a.home,
        shell: a.shell ?? '/bin/bash',
        groups: a.groups ?? [],
        keys,
        comment: a.comment,
        locked: false,
      });
      // Edited after it was made, so its page shows a change script too.
      if (a.locked) await updateSystemUser(ctx, user.id, { locked: true, shell: '/usr/sbin/nologin' });
    }
  },
};
