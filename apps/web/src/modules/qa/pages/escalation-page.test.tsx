import type { EscalationDetail } from '@backoffice/contract/modules/qa';
import * as qa from '@backoffice/contract/modules/qa';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import { escalation, review } from '../testing/fixtures';
import { EscalationPage } from './escalation-page';

const open = (shown: EscalationDetail) => {
  signInAs(['qa:escalation:read']);
  return renderScreen(<EscalationPage kind="chat" />, {
    path: '/qc-v2/chat-escalations/:id',
    url: '/qc-v2/chat-escalations/50',
    handlers: [[qa.getChatEscalation, () => shown]],
  });
};

describe('an escalation', () => {
  it('shows the reviews escalated as review cards and the transcript beside them', async () => {
    open(escalation());
    const card = await screen.findByRole('region', { name: 'Review by Rita Reviewer' });
    expect(within(card).getByText('Accuracy: Poor')).toBeVisible();
    const transcript = screen.getByLabelText('Transcript');
    expect(within(transcript).getByText('My DNS is broken')).toBeVisible();
    expect(within(transcript).getByText('Flush your cache')).toBeVisible();
  });

  it('shows its outcome as a card named for the manager', async () => {
    const { comments: __, ...outcome } = review({ id: 31, reviewer: { id: 8, name: 'Mona Manager' }, score: 81.3 });
    open(escalation({ status: 'reviewed', outcome }));
    const card = await screen.findByRole('region', { name: 'Reviewed by Mona Manager' });
    expect(within(card).getByLabelText('Review score 81.3')).toBeVisible();
  });
});
