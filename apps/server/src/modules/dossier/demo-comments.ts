// Demo data of the dossiers (`npm run demo`): the comments part.
import type { AppContext } from '../../core/context.js';
import type { DemoKit } from './demo.js';

export async function seedComments(_ctx: AppContext, _kit: DemoKit): Promise<void> {}
