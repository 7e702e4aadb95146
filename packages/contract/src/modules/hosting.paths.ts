import { screen } from '../screens.js';

/** The hosting screens (spec §2 /server, /vhost): the web's routes and links. */
export const hostingScreens = {
  servers: screen('/server'),
  createServer: screen('/server/create'),
  editServer: screen('/server/edit/:server'),
  server: screen('/server/:server'),
  cdn: screen('/vhost/cdn'),
  createCdn: screen('/vhost/cdn/create'),
  origin: screen('/vhost/origin'),
  createOrigin: screen('/vhost/origin/create'),
  editOrigin: screen('/vhost/origin/edit/:id'),
};
