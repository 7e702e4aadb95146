// QC v1 (spec §7 "QC v1"): thin adapters over QC v2's services (docs/qa.md "QC v1").
import type { Handler } from '../../../core/http.js';

export const handlers: Handler[] = [];
