import { describe, expect, it } from 'vitest';
import { PASSWORD_PROBLEMS, passwordProblem } from './password-policy.js';

const nobody = {};
const ada = { username: 'alovelace', email: 'ada.king@example.org', name: 'Ada King Lovelace' };

/** Each password is refused with `problem`, for `who`. */
function refusedAs(problem: string, passwords: string[], who: Parameters<typeof passwordProblem>[1] = nobody) {
  for (const password of passwords) expect(passwordProblem(password, who), password).toBe(problem);
}

describe('password policy (ASVS 6.2.4, 6.2.11)', () => {
  it('accepts long passphrases and random passwords', () => {
    for (const password of [
      'correct horse battery staple',
      'Tr0ub4dor&3-xylophone',
      'mauve-otter-1987-lantern',
      'q8#Lm2vZ!r0Tx',
      '}{|:>?~!@#$%^&*()_+ab',
      'violet staircase under 42 clouds',
      '582937104466',
    ]) {
      expect(passwordProblem(password, nobody), password).toBeNull();
      expect(passwordProblem(password, ada), password).toBeNull();
    }
  });

  it('refuses the most common passwords, whatever the case', () => {
    refusedAs(PASSWORD_PROBLEMS.common, ['qwerty123456', '1qaz2wsx3edc', 'LeaveMeAlone', 'administrator']);
  });

  it('refuses one unit repeated', () => {
    refusedAs(PASSWORD_PROBLEMS.repeated, [
      'aaaaaaaaaaaa',
      'abcabcabcabc',
      'passwordpassword',
      'PasswordPASSWORD',
      '123123123123',
      'abc-abc-abc-abc',
      'xy!xy!xy!xy!',
      'abababababab!!',
      'jsmithjsmith',
      '!!!!!!!!!!!!',
    ]);
    // Two halves that differ, or a unit written less than twice, are not a repeat.
    expect(passwordProblem('abcdefgh-ijklm-abcdefgh', nobody)).toBeNull();
    expect(passwordProblem('horsebattery-horse', nobody)).toBeNull();
  });

  it('refuses plain sequences of letters or digits, up or down, wrapping round', () => {
    refusedAs(PASSWORD_PROBLEMS.sequence, [
      '123456789012',
      '987654321098',
      'abcdefghijklm',
      'ZYXWVUTSRQPO',
      'uvwxyzabcdef',
      'acegikmoqsuw',
      'abcdef123456',
      '1234-5678-9012',
      '123456789012!',
    ]);
    expect(passwordProblem('123456789013', nobody)).toBeNull();
    expect(passwordProblem('abcdefghijkm', nobody)).toBeNull();
  });

  it('refuses a common password with digits or symbols added', () => {
    refusedAs(PASSWORD_PROBLEMS.commonWithAdditions, [
      'password2024!',
      'iloveyou1234',
      'Dragon!!!!!!',
      '2024sunshine',
      'trustno1!!!!!',
      'P@ssw0rd2024',
      'Pässword2024',
    ]);
    // A common word inside a longer passphrase is fine, and so is a short one (< 4) with digits.
    expect(passwordProblem('dragon-fruit-teapot-9', nobody)).toBeNull();
    expect(passwordProblem('abc$7720938841', nobody)).toBeNull();
  });

  it('refuses the username, the e-mail local part or a part of the name, in any case', () => {
    refusedAs(
      PASSWORD_PROBLEMS.personal,
      [
        'alovelace-rocks-2024',
        'my ALOVELACE key!',
        'ada.king is here',
        'xx-Lovelace-yy-zz',
        'the-king-of-passwords',
        'ADA-likes-green-tea',
      ],
      ada,
    );
    // A username repeated is refused for the username, before the repeat.
    expect(passwordProblem('jsmithjsmith', { username: 'jsmith' })).toBe(PASSWORD_PROBLEMS.personal);
    expect(passwordProblem('jsmith-sunset-mango', { username: 'JSmith', email: 'john@example.org' })).toBe(
      PASSWORD_PROBLEMS.personal,
    );
    expect(passwordProblem('john-sunset-mango', { email: 'john@example.org' })).toBe(PASSWORD_PROBLEMS.personal);
    expect(passwordProblem('josé-sunset-mango', { name: 'José Núñez' })).toBe(PASSWORD_PROBLEMS.personal);
  });

  it('ignores name parts shorter than three characters and the e-mail domain', () => {
    expect(passwordProblem('al-is-a-lily-pond', { name: 'Al Li' })).toBeNull();
    expect(passwordProblem('example-sunset-mango', { email: 'john@example.org' })).toBeNull();
    expect(passwordProblem('violet staircase under 42 clouds', { username: '', email: '', name: '' })).toBeNull();
  });

  it('answers quickly for the longest passwords once the list is loaded', () => {
    passwordProblem('warm-up-the-list-now', nobody);
    const long = `${'q8#Lm2vZ!r0Tx'.repeat(76).slice(0, 999)}k`;
    const started = performance.now();
    for (let i = 0; i < 100; i++) passwordProblem(long, ada);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
