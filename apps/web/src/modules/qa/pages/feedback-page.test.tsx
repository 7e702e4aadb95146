import type { Feedback } from '@backoffice/contract/modules/qa';
import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationQueue } from '../../../core/notifications';
import { type FakeAnswer, type FakeRequest, failure, renderScreen, signInAs } from '../../../test/render';
import { feedback, reviewer } from '../testing/fixtures';
import { FeedbackPage } from './feedback-page';

/** The signed-in user (id 1, as signInAs makes them). */
const me = { id: 1, name: 'Test User' };

/** The chat feedback 40 as `shown`, opened by someone holding `scopes`; `move` answers status changes. */
const open = (shown: Feedback, scopes: string[], move: (request: FakeRequest) => FakeAnswer = () => shown) => {
  signInAs(scopes);
  const rendered = renderScreen(<FeedbackPage kind="chat" />, {
    path: '/qc-v2/chat-feedbacks/:id',
    url: '/qc-v2/chat-feedbacks/40',
    handlers: [
      [qa.getChatFeedback, () => shown],
      [qa.setChatFeedbackStatus, move],
    ],
  });
  const moves = () =>
    rendered.sent.filter((s) => s.endpoint === qa.setChatFeedbackStatus.name).map((s) => s.request.body);
  return { ...rendered, moves };
};

const AGENT = ['qa:feedback:read'];
const REVIEWER = ['qa:feedback:read', 'qa:chat:review'];
const MANAGER = ['qa:feedback:read', 'qa:manager'];

const disputed = (over: Partial<Feedback> = {}) =>
  feedback({
    status: 'disputed',
    dispute: {
      reason: 'The record was cached.',
      proposedScores: [{ scoreTypeId: 2, gradeId: 12 }],
      at: '2026-11-03T10:00:00.000Z',
    },
    ...over,
  });

beforeEach(() => notificationQueue.set([]));

describe('a feedback, for its agent', () => {
  it('opening a new one marks it seen, without a word', async () => {
    const { moves } = open(feedback({ agent: me }), AGENT);
    await screen.findByText('The DNS answer was wrong.');
    await waitFor(() => expect(moves()).toEqual([{ status: 'seen' }]));
    expect(notificationQueue.get()).toEqual([]);
  });

  it('a seen one is accepted', async () => {
    const { user, moves } = open(feedback({ agent: me, status: 'seen' }), AGENT);
    await screen.findByText('The DNS answer was wrong.');
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(moves()).toEqual([{ status: 'accepted' }]));
    await waitFor(() =>
      expect(notificationQueue.get()).toMatchObject([{ level: 'success', title: 'Feedback accepted' }]),
    );
  });

  it('a dispute says why and proposes grades; only the changed grades are sent', async () => {
    const { user, moves } = open(feedback({ agent: me, status: 'seen' }), AGENT);
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute this feedback' });
    await user.type(within(dialog).getByRole('textbox', { name: /Why you disagree/ }), 'The record was cached.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Accuracy (critical)' }));
    await user.click(screen.getByRole('option', { name: /^Good/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]).toEqual({
      status: 'disputed',
      reason: 'The record was cached.',
      proposedScores: [{ scoreTypeId: 2, gradeId: 12 }],
    });
    expect(qa.feedbackStatusBody.safeParse(moves()[0]).success).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a dispute without a reason is not sent', async () => {
    const { user, moves } = open(feedback({ agent: me, status: 'seen' }), AGENT);
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute this feedback' });
    await user.type(within(dialog).getByRole('textbox', { name: /Why you disagree/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByText('is required to dispute: say why')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Why you disagree/ })).toHaveFocus();
    expect(moves()).toEqual([]);
  });

  it('a dispute the server refuses says so in the dialog, on the field it names', async () => {
    const { user, moves } = open(feedback({ agent: me, status: 'seen' }), AGENT, () =>
      failure(400, 'VALIDATION_ERROR', 'The request is not valid', [
        { field: 'body.reason', message: 'must be at most 5000 characters' },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'Dispute this feedback' });
    await user.type(within(dialog).getByRole('textbox', { name: /Why you disagree/ }), 'Too long, says the server.');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(await within(dialog).findByText('must be at most 5000 characters')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Dispute this feedback' })).toBeVisible();
  });

  it('cannot resolve its own dispute, nor accept a resolved one', async () => {
    open(disputed({ agent: me }), [...AGENT, 'qa:chat:review']);
    await screen.findByText('The record was cached.');
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dispute' })).toBeNull();
  });

  it('is told when the server refuses a move', async () => {
    const { user } = open(feedback({ agent: me, status: 'seen' }), AGENT, () =>
      failure(409, 'QA_STATUS_CONFLICT', 'The feedback is resolved: it cannot be accepted'),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(notificationQueue.get()).toMatchObject([
        { level: 'error', title: 'Not changed', body: 'The feedback is resolved: it cannot be accepted' },
      ]),
    );
  });
});

describe('a disputed feedback, for a reviewer or QC manager', () => {
  it('a reviewer (not its agent) sees no agent moves and resolves, keeping the review', async () => {
    const { user, moves } = open(disputed(), REVIEWER);
    await screen.findByText('The record was cached.');
    expect(screen.getByText(/Proposed: Accuracy: Good/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve the dispute' });
    // The agent's proposal is filled in; turned off, the review stays as it is.
    expect(within(dialog).getByRole('switch', { name: 'Change the review’s grades' })).toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Change the review’s grades' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note to the agent' }), 'The grade stands.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]).toEqual({ status: 'resolved', reason: 'The grade stands.' });
  });

  it('a resolution refused for its status says why in the dialog', async () => {
    const { user } = open(disputed(), MANAGER, () =>
      failure(409, 'QA_STATUS_CONFLICT', 'The feedback is resolved: it cannot be resolved'),
    );
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve the dispute' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('The feedback is resolved: it cannot be resolved')).toBeVisible();
  });

  it('a QC manager resolves by regrading with the proposal', async () => {
    const { user, moves } = open(disputed(), MANAGER);
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve the dispute' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(moves()[0]).toEqual({
      status: 'resolved',
      reason: '',
      scores: [
        { scoreTypeId: 1, gradeId: 11 },
        { scoreTypeId: 2, gradeId: 12 },
      ],
    });
    expect(qa.feedbackStatusBody.safeParse(moves()[0]).success).toBe(true);
  });

  it('someone who only reads feedbacks may not resolve', async () => {
    open(disputed(), AGENT);
    await screen.findByText('The record was cached.');
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it('a resolution says whether the review was regraded', async () => {
    open(
      feedback({
        status: 'resolved',
        resolution: { note: 'Agreed.', scoreBefore: 0, scoreAfter: 81.3, by: reviewer, at: '2026-11-04T10:00:00.000Z' },
      }),
      MANAGER,
    );
    expect(await screen.findByText('The review was regraded: 0 → 81.3.')).toBeVisible();
    expect(screen.getByLabelText('Status')).toHaveTextContent('Resolved');
  });
});
