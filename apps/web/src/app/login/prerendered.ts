// The hand-over from index.html's pre-rendered sign-in form (vite.config.ts, `prerenderFirstScreen`)
// to the live one.
import { type RefObject, useLayoutEffect, useState } from 'react';

type FieldName = 'user' | 'password';
const FIELDS: readonly FieldName[] = ['user', 'password'];

/** index.html's inline script marks #root with the screen it drew: 'sign-in' or 'splash'. */
function prerenderedForm(): HTMLFormElement | null {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  return root?.dataset.prerendered === 'sign-in' ? root.querySelector('form') : null;
}

const fieldOf = (form: HTMLFormElement, name: FieldName) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/**
 * Carries into the live form what was done in the pre-rendered one before it was replaced (a quick
 * typist, a password manager, or a browser test, on a slow connection). Returns the field that had
 * the caret when the live form first rendered, for its autofocus. The values are read in the
 * commit, from the replaced inputs, so that no keystroke is lost between the render and the commit.
 * They go in as typing would (an `input` event), so that the form state and the labels follow; the
 * caret goes to the field that had it last (the render's guess may be older than the commit). A press
 * on a button only the app answers ("Use a passkey", noted by main.tsx) is made again on the live one. A
 * submit made before the hand-over was the static form's own: a real post to the server, which comes
 * back to /login with a one-time code (docs/auth.md "The sign-in form").
 */
export function usePrerenderedForm(live: RefObject<HTMLFormElement | null>): FieldName {
  const [prerendered] = useState(() => {
    const form = prerenderedForm();
    if (!form) return null;
    const focus: FieldName = document.activeElement === fieldOf(form, 'password') ? 'password' : 'user';
    return { form, focus };
  });
  useLayoutEffect(() => {
    if (!prerendered || !live.current) return;
    const root = document.getElementById('root');
    const focused = FIELDS.find((name) => name === root?.dataset.focus);
    const pressed = root?.dataset.pressed;
    if (root) {
      delete root.dataset.prerendered;
      delete root.dataset.focus;
      delete root.dataset.pressed;
    }
    // The prototype's setter: React ignores an `input` event whose value it set itself.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const name of FIELDS) {
      const typed = fieldOf(prerendered.form, name)?.value;
      const input = fieldOf(live.current, name);
      if (!typed || !input || !setValue) continue;
      setValue.call(input, typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // The caret goes back where it was at the hand-over, whatever the render guessed: keys typed
    // next must land in the field the typist is in (index.html's script tracks it).
    const caret = focused ? fieldOf(live.current, focused) : null;
    if (caret) {
      caret.focus();
      caret.setSelectionRange(caret.value.length, caret.value.length);
    }
    // A button only the app answers, pressed before it took over (main.tsx `keepPresses`): pressed again.
    if (pressed) live.current.querySelector<HTMLElement>(`[data-press-later="${CSS.escape(pressed)}"]`)?.click();
  }, [prerendered, live]);
  return prerendered?.focus ?? 'user';
}
