import * as shifts from '@backoffice/contract/modules/shifts';
import { handle } from '../../core/http.js';
import * as automations from './services/automations.js';
import * as open from './services/open.js';
import * as publish from './services/publish.js';
import * as service from './services/shifts.js';
import * as swaps from './services/swaps.js';
import * as teams from './services/teams.js';
import * as types from './services/types.js';

// Changes write their audit rows in their own transactions (services/).
export const handlers = [
  handle(shifts.listShifts, ({ ctx, query }) => service.listShifts(ctx, query)),
  handle(shifts.listShiftCalendar, ({ ctx, query }) => service.listShiftCalendar(ctx, query)),
  handle(shifts.userShifts, ({ ctx, params, query }) => service.userShifts(ctx, params.id, query.date)),
  handle(shifts.bulkShifts, ({ ctx, body }) => service.bulkShifts(ctx, body.ids, body.date)),
  handle(shifts.createShift, ({ ctx, user, body }) => service.createShift(ctx, user, body)),
  handle(shifts.deleteShift, ({ ctx, user, body }) => service.deleteShift(ctx, user, body)),
  handle(shifts.publishShifts, ({ ctx, user, body }) => publish.publishShifts(ctx, user, body)),

  handle(shifts.listNotes, ({ ctx, query }) => service.listNotes(ctx, query)),
  handle(shifts.createNote, ({ ctx, user, body }) => service.createNote(ctx, user, body)),
  handle(shifts.deleteNote, ({ ctx, body }) => service.deleteNote(ctx, body.id)),

  handle(shifts.listTeams, ({ ctx, query }) => teams.listTeams(ctx, query)),
  handle(shifts.leaderTeams, ({ ctx, params }) => teams.leaderTeams(ctx, params)),
  handle(shifts.createTeam, ({ ctx, body }) => teams.createTeam(ctx, body)),
  handle(shifts.deleteTeam, ({ ctx, body }) => teams.deleteTeam(ctx, body.id)),

  handle(shifts.listTypes, ({ ctx }) => types.listTypes(ctx)),
  handle(shifts.getType, ({ ctx, params }) => types.getType(ctx, params.id)),
  handle(shifts.createType, ({ ctx, body }) => types.createType(ctx, body)),
  handle(shifts.updateType, ({ ctx, params, body }) => types.updateType(ctx, params.id, body)),
  handle(shifts.deleteType, ({ ctx, body }) => types.deleteType(ctx, body.id)),

  handle(shifts.listAutomations, ({ ctx }) => automations.listAutomations(ctx)),
  handle(shifts.userAutomations, ({ ctx, params }) => automations.userAutomations(ctx, params.id)),
  handle(shifts.getAutomation, ({ ctx, params }) => automations.getAutomation(ctx, params.id)),
  handle(shifts.createAutomation, ({ ctx, body }) => automations.createAutomation(ctx, body)),
  handle(shifts.updateAutomation, ({ ctx, body }) => automations.updateAutomation(ctx, body)),
  handle(shifts.deleteAutomation, ({ ctx, body }) => automations.deleteAutomation(ctx, body.id)),
  handle(shifts.previewAutomation, ({ ctx, body }) => automations.previewAutomation(ctx, body)),

  handle(shifts.listOpenShifts, ({ ctx, query }) => open.listOpenShifts(ctx, query)),
  handle(shifts.createOpenShift, ({ ctx, user, body }) => open.createOpenShift(ctx, user, body)),
  handle(shifts.deleteOpenShift, ({ ctx, body }) => open.deleteOpenShift(ctx, body.id)),
  handle(shifts.claimOpenShift, ({ ctx, user, params }) => open.claimOpenShift(ctx, user, params.id)),
  handle(shifts.listSwaps, ({ ctx, user, query }) => swaps.listSwaps(ctx, user, query)),
  handle(shifts.requestSwap, ({ ctx, user, body }) => swaps.requestSwap(ctx, user, body)),
  handle(shifts.decideSwap, ({ ctx, user, params, body }) => swaps.decideSwap(ctx, user, params.id, body.isApproved)),

  handle(shifts.statistics, ({ ctx, query }) => service.shiftStatistics(ctx, query.userId, query.date)),
  handle(shifts.statisticsUnderShifts, ({ ctx, query }) => service.shiftStatistics(ctx, query.userId, query.date)),
];
