// Demo data of quality control (`npm run demo`): a scorecard of five criteria (one critical), five
// grades with their keys, and the tags reviewers use.
import type { ModuleDemo } from '../../core/module.js';
import { scoreGrades, scoreTypes, tags } from './services/settings.js';

export const qaDemo: ModuleDemo = {
  order: 80,
  async seed(ctx) {
    const criteria = [
      { name: 'Greeting', description: 'Greets by name and introduces themselves.', weight: 1, critical: false },
      { name: 'Understanding', description: 'Finds out what the customer really needs.', weight: 2, critical: false },
      { name: 'Accuracy', description: 'Gives correct technical information.', weight: 3, critical: true },
      { name: 'Security', description: 'Verifies the account holder before any change.', weight: 2, critical: true },
      {
        name: 'Tone and closing',
        description: 'Friendly, clear, and checks the problem is solved.',
        weight: 1,
        critical: false,
      },
    ];
    for (const [position, c] of criteria.entries()) {
      await scoreTypes.create(ctx, { ...c, active: true, position });
    }
    const grades = [
      { name: 'Excellent', value: 100, color: '#2e7d32', shortcut: 1 },
      { name: 'Good', value: 75, color: '#558b2f', shortcut: 2 },
      { name: 'Acceptable', value: 50, color: '#f9a825', shortcut: 3 },
      { name: 'Poor', value: 25, color: '#ef6c00', shortcut: 4 },
      { name: 'Fail', value: 0, color: '#c62828', shortcut: 5 },
    ];
    for (const g of grades) await scoreGrades.create(ctx, g);
    const names = ['Billing', 'DNS', 'SSL', 'Email', 'Migration', 'Refund', 'Outage', 'Upsell', 'Escalated'];
    for (const name of names) {
      await tags.create(ctx, {
        name,
        description: '',
        color: name === 'Outage' ? '#c62828' : '#546e7a',
        active: name !== 'Upsell',
      });
    }
  },
};
