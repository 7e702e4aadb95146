import { createRequire } from 'node:module';
import { badRequest } from '../errors.js';

/**
 * What a chosen password may not be (OWASP ASVS 5.0 6.2.4 and 6.2.11), checked offline.
 *
 * The length (12–1000) is the contract's `newPassword` schema; this adds the rules that need the
 * person or the list of common passwords. The rules, in the order they are checked (the first one
 * that fails gives the message):
 * 1. it contains the username, the e-mail's local part, or a part of the name (each ≥ 3 characters);
 * 2. it is one unit repeated (`aaaaaaaaaaaa`, `abcabcabcabc`, `passwordpassword`), also with
 *    symbols before or after;
 * 3. it is a plain sequence (`123456789012`, `abcdefghijklm`, `987654321098`; digits wrap 9 → 0,
 *    letters z → a, any fixed step), also split into a few such runs (`abcdef123456`);
 * 4. it is one of the ~49,000 common passwords of `@zxcvbn-ts/language-common`;
 * 5. it is a common password with digits or symbols added before or after (`password2024!`).
 * Rules 2 and 3 come before 4 so that `123456789012` or `passwordpassword`, which are also on the
 * list, get the more telling message.
 *
 * Comparisons ignore case, accents and compatibility forms (`Pässword` counts as `password`).
 *
 * Synchronous: the list is loaded on the first call (about 30–45 ms, some 4 MB of heap) with a
 * synchronous `require` and then kept as a `Set`; later calls take microseconds.
 */

export const PASSWORD_PROBLEMS = {
  personal: 'A password must not contain your name, username or e-mail address',
  repeated: 'This password just repeats the same characters; choose another',
  sequence: 'This password is a simple sequence of letters or digits; choose another',
  common: 'This is one of the most common passwords; choose another',
  commonWithAdditions: 'This is a common password with digits or symbols added; choose another',
} as const;

export interface PasswordOwner {
  username?: string;
  email?: string;
  name?: string;
}

/** Parts of names shorter than this are too likely to occur by chance (`Al`, `Li`). */
const MIN_PERSONAL_PART = 3;
/** A common password found after stripping digits and symbols must be at least this long. */
const MIN_COMMON_CORE = 4;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    // A synchronous, lazy load: the package decompresses its lists when it is first required.
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common']);
  }
  return common;
}

/** Lower case without accents or compatibility forms, so look-alike spellings compare equal. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The smallest p such that text[i] === text[i + p] everywhere (prefix function, linear time). */
function smallestPeriod(text: string): number {
  const fail = new Array<number>(text.length).fill(0);
  for (let i = 1, k = 0; i < text.length; i++) {
    while (k > 0 && text[i] !== text[k]) k = fail[k - 1]!;
    if (text[i] === text[k]) k++;
    fail[i] = k;
  }
  return text.length - (fail[text.length - 1] ?? 0);
}

/** One unit written at least twice over (the last copy may be cut short: `abc-abc-abc-abc`). */
function isRepeated(text: string): boolean {
  return text.length >= 2 && smallestPeriod(text) * 2 <= text.length;
}

/** Digits or letters a-z with a fixed step between neighbours, counted round (9 → 0, z → a). */
function isArithmetic(run: string): boolean {
  const digits = run.charCodeAt(0) <= 0x39;
  const base = digits ? 10 : 26;
  const at = (i: number) => run.charCodeAt(i) - (digits ? 0x30 : 0x61);
  const step = (at(1) - at(0) + base) % base;
  for (let i = 2; i < run.length; i++) if ((at(i) - at(i - 1) + base) % base !== step) return false;
  return true;
}

/**
 * Letters and digits that are nothing but runs of sequences (`123456789012`, `zyxwvutsrqpo`,
 * `abcdef-123456`), with symbols in between ignored while they are at most half the password.
 */
function isSequence(text: string): boolean {
  const kept = text.replace(/[^\p{L}\p{N}]/gu, '');
  if (kept.length * 2 < text.length || !/^[a-z0-9]+$/.test(kept)) return false;
  const runs = kept.match(/[a-z]+|[0-9]+/g) ?? [];
  return runs.every((run) => run.length >= 3 && isArithmetic(run));
}

/** The words of the person's name, username and e-mail local part worth looking for. */
function personalWords(person: PasswordOwner): string[] {
  const words = new Set<string>();
  const at = person.email?.lastIndexOf('@') ?? -1;
  const localPart = at > 0 ? person.email?.slice(0, at) : person.email;
  for (const whole of [person.username, localPart, person.name]) {
    if (!whole) continue;
    const folded = fold(whole).trim();
    words.add(folded);
    for (const part of folded.split(/[^\p{L}\p{N}]+/u)) words.add(part);
  }
  return [...words].filter((word) => word.length >= MIN_PERSONAL_PART);
}

/**
 * Why this password may not be used, as a sentence fragment to show under the password field,
 * or null when it may. `person` is whoever will sign in with it (their own or an administrator's
 * choice); pass what is known of them. Length is not checked here (the contract does).
 */
export function passwordProblem(password: string, person: PasswordOwner): string | null {
  const text = fold(password);

  if (personalWords(person).some((word) => text.includes(word))) return PASSWORD_PROBLEMS.personal;

  // Symbols before or after do not hide a repeat or a sequence (`abcabcabcabc!!`), as long as the
  // letters and digits are at least half of it (a long random tail of symbols is a fine password).
  const core = text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const shapes = core !== text && core.length * 2 >= text.length ? [text, core] : [text];
  if (shapes.some(isRepeated)) return PASSWORD_PROBLEMS.repeated;
  if (shapes.some(isSequence)) return PASSWORD_PROBLEMS.sequence;

  const list = commonPasswords();
  if (list.has(text)) return PASSWORD_PROBLEMS.common;

  // Strip symbols only (`trustno1!!!!`), then digits and symbols (`password2024!`, `1234iloveyou`).
  const letterCore = text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  for (const stripped of [core, letterCore]) {
    if (stripped !== text && stripped.length >= MIN_COMMON_CORE && list.has(stripped)) {
      return PASSWORD_PROBLEMS.commonWithAdditions;
    }
  }
  return null;
}

/** Refuses a password the policy rejects with a 400 naming the field and the reason. */
export function assertAcceptablePassword(password: string, person: PasswordOwner, field: string): void {
  const problem = passwordProblem(password, person);
  if (problem) throw badRequest(field, problem);
}
