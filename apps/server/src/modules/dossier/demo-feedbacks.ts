// Demo data of the dossiers (`npm run demo`): the feedbacks part.
import type { AppContext } from '../../core/context.js';
import type { DemoKit } from './demo.js';

export async function seedFeedbacks(_ctx: AppContext, _kit: DemoKit): Promise<void> {}
