import { screen } from '../screens.js';

/** The DNS screens (spec §2 /dns/*): the web's routes and links. */
export const dnsScreens = {
  zones: screen('/dns'),
  /** `?mode=import` opens the form in import mode. */
  createZone: screen('/dns/zone/create'),
  zone: screen('/dns/zone/:id'),
  /** The record form; `?edit=` changes a queued new record, `?replace=` a saved one. */
  createRecord: screen('/dns/zone/:id/create'),
  departments: screen('/dns/departments'),
};
