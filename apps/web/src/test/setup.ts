import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A condition polled (findBy…, waitFor) is waited for up to 5 s: a screen's lazily loaded part (a
// notice's buttons, a card) can take over a second on a busy 2-core machine; a passing poll returns
// at once.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
