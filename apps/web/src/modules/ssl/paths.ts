/** Links to the SSL certificate screens (spec §2 paths; module.tsx declares the routes). */
export const sslPaths = {
  list: () => '/ssl',
  create: () => '/ssl/create',
  certificate: (id: number) => `/ssl/${id}`,
};
