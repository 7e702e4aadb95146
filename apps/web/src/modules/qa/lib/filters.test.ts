import { describe, expect, it } from 'vitest';
import { feedbackQuery, nonEmpty } from './filters';

describe('filters (spec §5)', () => {
  it('drops the other kind’s keys and empty values from a feedback query', () => {
    const filters = { status: 'new', chatId: 4, ticketId: 9, agentId: undefined, from: '', tags: [] };
    expect(feedbackQuery('chat', filters)).toEqual({ status: 'new', chatId: 4 });
    expect(feedbackQuery('ticket', filters)).toEqual({ status: 'new', ticketId: 9 });
  });

  it('sends only non-empty statistic filters', () => {
    expect(nonEmpty({ from: '2026-11-01', to: '', agentId: null, tags: [3], shift: undefined })).toEqual({
      from: '2026-11-01',
      tags: [3],
    });
  });
});
