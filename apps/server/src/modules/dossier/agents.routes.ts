// Agent dossiers (spec §7 "Dossiers", docs/dossier.md): the agents calls, thin over services/.
import type { Handler } from '../../core/http.js';

export const handlers: Handler[] = [];
