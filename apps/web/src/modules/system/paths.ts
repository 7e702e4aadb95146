/** Links to the system screens (module.tsx declares the routes). */
export const systemPaths = {
  auditLog: () => '/audit-log',
  integrationKeys: () => '/integration-keys',
};
