import { describe, expect, it } from 'vitest';
import { datesSummary, type FilterSpec, isOn, summaryOf } from './filters';

const today = new Date(2026, 10, 26);
const params = (query: string) => new URLSearchParams(query);
const status: FilterSpec = {
  kind: 'choice',
  param: 'status',
  label: 'Status',
  multiple: true,
  options: [
    { value: 'up', label: 'Up' },
    { value: 'down', label: 'Down' },
    { value: 'new', label: 'New' },
  ],
};
const score: FilterSpec = {
  kind: 'range',
  label: 'Score',
  min: 'scoreMin',
  max: 'scoreMax',
  bounds: [0, 100],
  unit: '%',
};

describe('filter chips', () => {
  it('names the choices, two at most, then how many', () => {
    expect(summaryOf(status as never, params('status=up'))).toBe('Up');
    expect(summaryOf(status as never, params('status=up,down'))).toBe('Up or Down');
    expect(summaryOf(status as never, params('status=up,down,new'))).toBe('3 chosen');
  });

  it('names a preset period by its name and any other by its days', () => {
    expect(datesSummary('2026-10-28', '2026-11-26', true, today)).toBe('Last 30 days');
    expect(datesSummary('2026-10-01', '2026-11-26', true, today)).toBe('This quarter');
    expect(datesSummary('2026-11-24', '2026-11-28', true, today)).toBe('24–28 Nov 2026');
    expect(datesSummary('2026-10-28', '2026-11-26', false, today)).toBe('28 Oct – 26 Nov 2026');
    expect(datesSummary('2026-11-24', null)).toBe('from 24 Nov 2026');
    expect(datesSummary(null, '2026-11-28')).toBe('until 28 Nov 2026');
  });

  it('writes a range with either end open', () => {
    expect(summaryOf(score as never, params('scoreMin=50&scoreMax=80'))).toBe('50–80 %');
    expect(summaryOf(score as never, params('scoreMin=50'))).toBe('at least 50 %');
    expect(summaryOf(score as never, params('scoreMax=80'))).toBe('at most 80 %');
  });

  it('is on when any of its parameters is in the address, and only then', () => {
    expect(isOn(score, params('scoreMax=80'))).toBe(true);
    expect(isOn(score, params('search=x&scoreMin='))).toBe(false);
  });
});
