/** Links to the hosting screens (spec §2 paths; module.tsx declares the routes). */
export const hostingPaths = {
  servers: () => '/server',
  createServer: () => '/server/create',
  server: (id: number) => `/server/${id}`,
  editServer: (id: number) => `/server/edit/${id}`,
  cdn: () => '/vhost/cdn',
  createCdn: () => '/vhost/cdn/create',
  origin: () => '/vhost/origin',
  createOrigin: () => '/vhost/origin/create',
  editOrigin: (id: number) => `/vhost/origin/edit/${id}`,
};
