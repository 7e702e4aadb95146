// Hosting: cloud servers and their status history, websites (origin virtual hosts) with their PHP
// modules, and CDN virtual hosts (spec §2 "/server", "/vhost"; §7 "Servers", "Websites", "Vhosts",
// "Origin vhosts"). Decisions where the specification is silent: docs/hosting.md. The shapes and calls
// by topic: hosting/*.ts.
export * from './hosting/cdn-vhosts.js';
export * from './hosting/php-modules.js';
export * from './hosting/server-types.js';
export * from './hosting/servers.js';
export * from './hosting/websites.js';
export { declaredScopes } from './hosting.scopes.js';

export const errorCodes = {
  /** A server still holds websites. */
  HOSTING_SERVER_IN_USE: 409,
  /** The CDN provider refused or did not answer a cache clear or an xdn switch. */
  HOSTING_CDN_FAILED: 502,
} as const;
