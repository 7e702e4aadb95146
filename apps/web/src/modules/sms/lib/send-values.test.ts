import { describe, expect, it } from 'vitest';
import { emptySend, sendBody, sendSchema } from './send-values';

describe('the send form’s body', () => {
  it('sends the template with only its own variables, or the text alone', () => {
    const values = { ...emptySend, recipients: ['+4915112345678'], template: 't', variables: { a: '1', old: 'x' } };
    expect(sendBody(values, ['a', 'b'])).toEqual({
      recipients: ['+4915112345678'],
      template: 't',
      variables: { a: '1', b: '' },
    });
    expect(sendBody({ ...values, mode: 'text', text: 'Hi' }, ['a'])).toEqual({
      recipients: ['+4915112345678'],
      text: 'Hi',
    });
  });

  it('requires every variable of the chosen template, naming it', () => {
    const result = sendSchema(() => ({ body: 'Hi {{name}} at {{time}}' })).safeParse({
      recipients: ['+4915112345678'],
      template: 't',
      variables: { name: 'Ada', time: '' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['variables.time']);
  });
});
