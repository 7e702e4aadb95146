import { describe, expect, it } from 'vitest';
import { composeRecord, EMPTY_RECORD_FORM, formFieldOf, humanTtl, recordToForm } from './record-form';

const form = (over: Partial<typeof EMPTY_RECORD_FORM>) => ({ ...EMPTY_RECORD_FORM, ...over });

describe('composeRecord', () => {
  it('builds the content each type needs', () => {
    expect(composeRecord(form({ type: 'A', name: 'www', address: ' 192.0.2.1 ' }))).toEqual({
      ok: true,
      record: { name: 'www', type: 'A', ttl: 3600, content: '192.0.2.1', priority: null },
    });
    expect(composeRecord(form({ type: 'MX', target: 'mail.example.com', priority: '5' }))).toEqual({
      ok: true,
      record: { name: '@', type: 'MX', ttl: 3600, content: 'mail.example.com', priority: 5 },
    });
    expect(
      composeRecord(
        form({ type: 'SRV', name: '_sip._tcp', priority: '10', weight: '5', port: '5060', target: 'sip.example.com' }),
      ),
    ).toMatchObject({ ok: true, record: { content: '5 5060 sip.example.com', priority: 10 } });
    expect(
      composeRecord(form({ type: 'CAA', caaFlags: '128', caaTag: 'issuewild', caaValue: 'letsencrypt.org' })),
    ).toMatchObject({
      ok: true,
      record: { content: '128 issuewild "letsencrypt.org"', priority: null },
    });
    expect(composeRecord(form({ type: 'TXT', text: 'v=spf1 -all', ttl: '300' }))).toMatchObject({
      ok: true,
      record: { content: 'v=spf1 -all', ttl: 300 },
    });
  });

  it('reports problems on the inputs the user typed in', () => {
    expect(composeRecord(form({ type: 'A', address: '' }))).toEqual({ ok: false, errors: { address: 'is required' } });
    expect(composeRecord(form({ type: 'A', address: '192.0.2.1', ttl: '30' }))).toEqual({
      ok: false,
      errors: { ttl: 'must be at least 60 seconds' },
    });
    expect(composeRecord(form({ type: 'A', address: '192.0.2.1', ttl: 'soon' }))).toEqual({
      ok: false,
      errors: { ttl: 'must be a whole number' },
    });
    const srv = composeRecord(form({ type: 'SRV', priority: '70000', weight: 'x', port: '', target: '' }));
    expect(srv).toEqual({
      ok: false,
      errors: {
        priority: 'must be between 0 and 65535',
        weight: 'must be a whole number',
        port: 'is required',
        target: 'is required',
      },
    });
    expect(composeRecord(form({ type: 'CAA', caaValue: 'a"b' }))).toMatchObject({
      ok: false,
      errors: { caaValue: 'must not contain quotes or backslashes' },
    });
    // The contract's TXT rule (rules/dns.ts), which its schema applies, speaks under the text input.
    expect(composeRecord(form({ type: 'TXT', text: '"open' }))).toEqual({
      ok: false,
      errors: { text: 'has unbalanced quotes: write plain text, or "quoted" "strings" with \\" inside' },
    });
  });

  it('sends server field errors to the input that shows them', () => {
    expect(formFieldOf('SRV', 'content')).toBe('target');
    expect(formFieldOf('AAAA', 'content')).toBe('address');
    expect(formFieldOf('CAA', null)).toBe('caaValue');
    expect(formFieldOf('MX', 'priority')).toBe('priority');
    expect(formFieldOf('A', 'name')).toBe('name');
  });
});

describe('recordToForm', () => {
  it('splits kept records back into the inputs', () => {
    expect(
      recordToForm({ name: '_sip._tcp', type: 'SRV', ttl: 300, content: '5 5060 sip.example.com', priority: 10 }),
    ).toMatchObject({
      type: 'SRV',
      ttl: '300',
      priority: '10',
      weight: '5',
      port: '5060',
      target: 'sip.example.com',
    });
    expect(
      recordToForm({ name: '@', type: 'CAA', ttl: 3600, content: '0 iodef "mailto:sec@example.com"', priority: null }),
    ).toMatchObject({
      caaFlags: '0',
      caaTag: 'iodef',
      caaValue: 'mailto:sec@example.com',
    });
    expect(recordToForm({ name: 'www', type: 'AAAA', ttl: 3600, content: '2001:db8::1', priority: null }).address).toBe(
      '2001:db8::1',
    );
  });

  it("reads TXT presentation form back to its text (the contract's txtText)", () => {
    const txt = (content: string) => recordToForm({ name: '@', type: 'TXT', ttl: 3600, content, priority: null }).text;
    expect(txt('"part one " "part two"')).toBe('part one part two');
    expect(txt('"caf\\195\\169"')).toBe('café');
  });
});

describe('humanTtl', () => {
  it('names round durations', () => {
    expect(humanTtl(3600)).toBe('1 hour');
    expect(humanTtl(300)).toBe('5 minutes');
    expect(humanTtl(86_400 * 2)).toBe('2 days');
    expect(humanTtl(604_800)).toBe('1 week');
    expect(humanTtl(90)).toBe('90 seconds');
  });
});
