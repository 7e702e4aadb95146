// The sign-in's second step: what it offers for the methods the challenge names.
import type { MfaChallenge } from '@backoffice/contract/modules/auth';
import * as auth from '@backoffice/contract/modules/auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, renderScreen } from '../../test/render';
import SecondFactorStep from './second-factor';

const challenge = (methods: MfaChallenge['methods']): MfaChallenge => ({
  challenge: 'c-1',
  step: 'verify',
  methods,
  expiresAt: '2026-11-27T12:00:00.000Z',
});

describe('the second step', () => {
  it('asks for the code, and offers the passkey too when the person has one', async () => {
    renderScreen(<SecondFactorStep challenge={challenge(['totp', 'recovery', 'passkey'])} onRestart={() => {}} />, {
      path: '/login',
    });
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
  });

  it('offers no passkey to someone without one', async () => {
    renderScreen(<SecondFactorStep challenge={challenge(['totp', 'recovery'])} onRestart={() => {}} />, {
      path: '/login',
    });
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('sends someone whose requirement a passkey meets to their passkey, with no code to type', async () => {
    const onRestart = vi.fn();
    const { user } = renderScreen(<SecondFactorStep challenge={challenge(['passkey'])} onRestart={onRestart} />, {
      path: '/login',
    });
    expect(await screen.findByText(/finish signing in with your passkey/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(onRestart).toHaveBeenCalledWith(null));
  });

  it('answers a wrong code on the field', async () => {
    const { user } = renderScreen(
      <SecondFactorStep challenge={challenge(['totp', 'recovery'])} onRestart={() => {}} />,
      {
        path: '/login',
        handlers: [
          [
            auth.verifyChallenge,
            () => failure(401, 'AUTH_INVALID_CODE', 'That code is not right, or it was already used'),
          ],
        ],
      },
    );
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right, or it was already used')).toBeInTheDocument();
  });
});
