import { screen } from '../screens.js';

/** The SSL certificate screens (spec §2 /ssl; one certificate beyond it, docs/ssl.md): the web's routes and links and the server's notification links. */
export const sslScreens = {
  list: screen('/ssl'),
  create: screen('/ssl/create'),
  certificate: screen('/ssl/:id'),
};
