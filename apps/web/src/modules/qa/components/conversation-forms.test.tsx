import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, type FakeRequest, failure, renderScreen, signInAs } from '../../../test/render';
import { ConversationPage } from '../pages/conversation-page';
import { agent, chat, criteria, feedback, grades, review, tags } from '../testing/fixtures';

/** A reviewed chat opened from the archive; `answers` fake the calls its forms make. */
const open = (
  answers: { feedback?: (r: FakeRequest) => FakeAnswer; comment?: (r: FakeRequest) => FakeAnswer } = {},
) => {
  signInAs(['qa:chat:review', 'qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read']);
  const rendered = renderScreen(<ConversationPage kind="chat" />, {
    path: '/qc-v2/chats/archive/:chatId',
    url: '/qc-v2/chats/archive/7',
    handlers: [
      [qa.getChat, () => chat([review()])],
      [qa.listScoreTypes, () => criteria],
      [qa.listScoreGrades, () => grades],
      [qa.listAllTags, () => tags],
      [qa.createChatFeedback, answers.feedback ?? (() => feedback())],
      [qa.createChatComment, answers.comment ?? (() => ({}))],
    ],
  });
  const bodies = (endpoint: { name: string }) =>
    rendered.sent.filter((s) => s.endpoint === endpoint.name).map((s) => s.request.body);
  return { ...rendered, bodies };
};

describe('feedback on a review', () => {
  it('is refused empty without a request, then sent for the only agent and opened', async () => {
    const { user, bodies, router } = open();
    const card = await screen.findByLabelText('Review by Rita Reviewer');
    await user.click(within(card).getByRole('button', { name: 'Give feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback on the review (0)' });
    expect(within(dialog).getByRole('combobox', { name: /For/ })).toHaveTextContent(agent.name);
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('is required')).toBeVisible();
    expect(bodies(qa.createChatFeedback)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Feedback/ }), 'Check the DNS first.');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qc-v2/chat-feedbacks/40'));
    expect(bodies(qa.createChatFeedback)).toEqual([
      { feedback: { content: 'Check the DNS first.', agentId: agent.id }, review: { id: 30 } },
    ]);
  });

  it("shows the server's refusal on the field it names", async () => {
    const { user } = open({
      feedback: () =>
        failure(400, 'VALIDATION_ERROR', 'The request is not valid', [
          { field: 'body.feedback.agentId', message: 'is not an agent of the review' },
        ]),
    });
    const card = await screen.findByLabelText('Review by Rita Reviewer');
    await user.click(within(card).getByRole('button', { name: 'Give feedback' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Feedback/ }), 'Words.');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('is not an agent of the review')).toBeVisible();
  });
});

describe('comments on the chat', () => {
  it('an empty comment is refused where it is typed; one sent names who is notified', async () => {
    const { user, bodies } = open();
    await screen.findByText('My DNS is broken');
    const onChat = screen.getByText('Comments on the chat').nextElementSibling as HTMLElement;
    await user.click(within(onChat).getByRole('button', { name: 'Comment' }));
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    const composer = box.closest('form')!;
    await user.click(within(composer).getByRole('button', { name: 'Comment' }));
    expect(await within(composer).findByText('is required')).toBeVisible();
    expect(bodies(qa.createChatComment)).toEqual([]);
    await user.type(box, ' Looks fine. ');
    await user.click(within(composer).getByRole('button', { name: agent.name }));
    // Ctrl+Enter in the box sends the comment (and not the scorecard's review).
    await user.click(box);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(bodies(qa.createChatComment)).toEqual([{ content: 'Looks fine.', notifyUsers: [agent.id] }]),
    );
  });
});
