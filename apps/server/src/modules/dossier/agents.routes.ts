// Agent dossiers (spec §7 "Dossiers", docs/dossier.md): the agents calls, thin over services/.
import * as api from '@backoffice/contract/modules/dossier';
import { type Handler, handle } from '../../core/http.js';
import * as agents from './services/agents.js';

// Changes write their audit rows in their own transactions (services/agents.ts).
export const handlers: Handler[] = [
  handle(api.listAgents, ({ ctx, query }) => agents.listAgents(ctx, query)),
  handle(api.addAgent, ({ ctx, user, body }) => agents.addAgent(ctx, user.id, body)),
  handle(api.freeUsers, ({ ctx, query }) => agents.freeUsers(ctx, query.search)),
  handle(api.getAgent, ({ ctx, params, query }) => agents.agentDossier(ctx, params.id, query)),
  handle(api.updateAgent, ({ ctx, params, body }) => agents.updateAgent(ctx, params.id, body.positionId)),
  handle(api.listPositions, ({ ctx }) => agents.listPositions(ctx.db)),
  handle(api.listTeams, ({ ctx }) => agents.listTeams(ctx.db)),
  handle(api.createTeam, ({ ctx, body }) => agents.createTeam(ctx, body)),
  handle(api.createMembership, ({ ctx, body }) => agents.createMembership(ctx, body.userId, body.teamId)),
  handle(api.deleteMembership, ({ ctx, params }) => agents.deleteMembership(ctx, params.id)),
];
