import { describe, expect, it } from 'vitest';
import {
  checkBlock,
  contractRejections,
  describeEntry,
  leftoverText,
  reportFromError,
  reportHeadline,
  splitLines,
} from './add-report';

describe('pasted lines', () => {
  it('keeps blank lines (line numbers) but not the final newline', () => {
    expect(splitLines('10.0.0.1\r\n\n10.0.0.2\n\n')).toEqual(['10.0.0.1', '', '10.0.0.2']);
    expect(splitLines('10.0.0.1')).toEqual(['10.0.0.1']);
  });

  it('refuses an empty block and overlong lines before sending', () => {
    expect(checkBlock(['', '  '])).toMatch(/at least one/);
    expect(checkBlock(['10.0.0.1'])).toBeNull();
    const long = 'x'.repeat(201);
    expect(contractRejections(['10.0.0.1', long])).toEqual([
      { line: 2, input: long, reason: 'must be at most 200 characters' },
    ]);
    expect(contractRejections(['10.0.0.1'])).toEqual([]);
  });
});

describe('reports', () => {
  it('reads a 400 where no line could be saved', () => {
    const lines = ['10.0.0.5/24', '', 'nope'];
    expect(
      reportFromError(lines, {
        details: [
          { field: 'body.ips.0', message: '10.0.0.5/24: has host bits set; the network is 10.0.0.0/24' },
          { field: 'body.ips.2', message: 'nope: is not an IP address' },
        ],
      }),
    ).toEqual({
      added: [],
      rejected: [
        { line: 1, input: '10.0.0.5/24', reason: 'has host bits set; the network is 10.0.0.0/24' },
        { line: 3, input: 'nope', reason: 'is not an IP address' },
      ],
    });
    expect(reportFromError(lines, { details: [{ field: 'params.set', message: 'bad' }] })).toBeNull();
    expect(reportFromError(lines, {})).toBeNull();
  });

  it('sums up and keeps the rejected lines to fix', () => {
    const report = {
      added: [
        { line: 1, input: '203.0.113.7', ip: '203.0.113.7' },
        { line: 2, input: '203.0.113.8', ip: '203.0.113.8', warning: 'already covered by 203.0.113.0/24' },
      ],
      rejected: [{ line: 3, input: '10.0.0.5/24', reason: 'has host bits set' }],
    };
    expect(reportHeadline(report)).toBe('2 added, 1 rejected, 1 with a warning');
    expect(reportHeadline({ added: report.added.slice(0, 1), rejected: [] })).toBe('1 added');
    expect(reportHeadline({ added: [], rejected: report.rejected })).toBe('Nothing was added: 1 line rejected');
    expect(leftoverText(report)).toBe('10.0.0.5/24');
  });

  it('describes entries', () => {
    expect(describeEntry('10.0.0.7')).toBe('address');
    expect(describeEntry('10.0.0.0/24')).toBe('network · 256 addresses');
    expect(describeEntry('2001:db8::/32')).toBe('network · 2^96 addresses');
    expect(describeEntry('2001:db8::/120')).toBe('network · 256 addresses');
  });
});
