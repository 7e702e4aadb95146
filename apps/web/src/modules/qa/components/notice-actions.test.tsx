// QC's buttons in the bell (module.tsx `notificationActions`); how the bell runs them, marks the notice
// read and shows a refusal: employees/components/notification-actions.test.tsx.
import type { Escalation } from '@backoffice/contract/modules/qa';
import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NotificationActionProps } from '../../../core/notification-actions';
import { type Handlers, renderScreen, signInAs } from '../../../test/render';
import { feedback, review } from '../testing/fixtures';
import { ChatFeedbackNotice, TicketEscalationNotice } from './notice-actions';

const ME = { id: 1, name: 'Test User' };

function escalation(over: Partial<Escalation> = {}): Escalation & { transcript: [] } {
  const { comments: _, ...reviewed } = review();
  return {
    id: 3,
    kind: 'ticket',
    conversationId: 8,
    conversationTitle: 'Refund asked twice',
    reason: 'The grade looks harsh',
    raisedBy: { id: 6, name: 'Rita Reviewer' },
    reviews: [reviewed],
    status: 'open',
    handledBy: null,
    outcome: null,
    reviewedAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    transcript: [],
    ...over,
  };
}

/** Renders one notice's buttons the way the bell does; `decided` holds what `act` was given. */
function buttons(Buttons: (props: NotificationActionProps) => React.ReactNode, scopes: string[], handlers: Handlers) {
  signInAs(scopes);
  const decided: { title: string; body?: string }[] = [];
  const act: NotificationActionProps['act'] = (run, outcome) => {
    void run().then(() => decided.push(outcome));
  };
  const rendered = renderScreen(
    <Buttons params={{ id: '40' }} query={new URLSearchParams()} act={act} busy={false} />,
    { path: '/', handlers },
  );
  return { ...rendered, decided };
}

describe('QC in the bell', () => {
  it('lets the agent accept a new feedback given to them', async () => {
    const { user, sent, decided } = buttons(
      ChatFeedbackNotice,
      ['qa:feedback:read'],
      [
        [qa.getChatFeedback, () => feedback({ agent: ME })],
        [qa.setChatFeedbackStatus, () => feedback({ agent: ME, status: 'accepted' })],
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(decided).toHaveLength(1));
    const call = sent.find((s) => s.endpoint === qa.setChatFeedbackStatus.name)!;
    expect([call.request.params, call.request.body]).toEqual([{ id: '40' }, { status: 'accepted' }]);
    expect(decided[0]).toEqual({
      title: 'Feedback accepted',
      body: 'Rita Reviewer’s feedback on Carl Customer',
    });
  });

  it('offers nothing on someone else’s feedback, or one already answered', async () => {
    for (const shown of [feedback(), feedback({ agent: ME, status: 'accepted' })]) {
      const { sent, unmount } = buttons(ChatFeedbackNotice, ['qa:feedback:read'], [[qa.getChatFeedback, () => shown]]);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
      unmount();
    }
  });

  it('lets a QC manager take an open escalation, and nobody else', async () => {
    const { user, sent, decided, unmount } = buttons(
      TicketEscalationNotice,
      ['qa:manager', 'qa:escalation:read'],
      [
        [qa.getTicketEscalation, () => escalation()],
        [qa.setEscalationStatus, () => escalation({ status: 'in-progress', handledBy: ME })],
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Take' }));
    await waitFor(() => expect(decided).toHaveLength(1));
    const call = sent.find((s) => s.endpoint === qa.setEscalationStatus.name)!;
    expect([call.request.params, call.request.body]).toEqual([{ id: '40' }, { status: 'in-progress' }]);
    expect(decided[0]!.title).toBe('Escalation taken');
    unmount();

    const reader = buttons(
      TicketEscalationNotice,
      ['qa:escalation:read'],
      [[qa.getTicketEscalation, () => escalation()]],
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reader.sent).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Take' })).toBeNull();
    reader.unmount();

    const taken = buttons(
      TicketEscalationNotice,
      ['qa:manager'],
      [[qa.getTicketEscalation, () => escalation({ status: 'in-progress' })]],
    );
    await waitFor(() => expect(taken.sent).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Take' })).toBeNull();
  });
});
