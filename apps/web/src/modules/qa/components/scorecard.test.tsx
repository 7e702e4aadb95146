import * as qa from '@backoffice/contract/modules/qa';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type FakeRequest, failure, renderScreen, signInAs } from '../../../test/render';
import { ConversationPage } from '../pages/conversation-page';
import { chat, criteria, grades, review, tags } from '../testing/fixtures';

/** The chat opened from the archive, its scorecard beside it; `create` answers the review's POST. */
const open = (create: (request: FakeRequest) => FakeAnswer = () => review()) => {
  signInAs(['qa:chat:review', 'qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read']);
  const rendered = renderScreen(<ConversationPage kind="chat" />, {
    path: '/qc-v2/chats/archive/:chatId',
    url: '/qc-v2/chats/archive/7',
    handlers: [
      [qa.getChat, () => chat()],
      [qa.listScoreTypes, () => criteria],
      [qa.listScoreGrades, () => grades],
      [qa.listAllTags, () => tags],
      [qa.createChatReview, create],
    ],
  });
  const posted = () => rendered.sent.filter((s) => s.endpoint === qa.createChatReview.name).map((s) => s.request.body);
  return { ...rendered, posted };
};

const scorecard = () =>
  screen.findByRole('region', { name: 'Scorecard' }).catch(() => screen.getByLabelText('Scorecard'));
const tagsBox = () => screen.getByRole('combobox', { name: 'Tags (T)' });

/** Both criteria graded by their keys: Excellent, Good. */
const gradeAll = async (user: ReturnType<typeof open>['user']) => {
  await screen.findByRole('group', { name: 'Accuracy' });
  await user.keyboard('12');
  await waitFor(() => expect(screen.getByLabelText('Score')).toHaveTextContent('Score 81.3'));
};

afterEach(() => {
  // jsdom has no scrolling: the test that counts it puts its own in and takes it out.
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe('tags by keyboard', () => {
  it('T goes to the tags, Enter picks the first match, and the review keeps it', async () => {
    const { user, posted } = open();
    await gradeAll(user);
    await user.keyboard('t');
    expect(tagsBox()).toHaveFocus();
    await user.keyboard('bil{Enter}');
    // Billing and Bilingual match; the first is picked and the box empties for the next one.
    const card = await scorecard();
    expect(within(card).getByRole('button', { name: 'Billing' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Bilingual' })).toBeNull();
    expect(tagsBox()).toHaveValue('');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ data: { tags: [22] } });
  });

  it('one Escape leaves the tags box', async () => {
    const { user } = open();
    await gradeAll(user);
    await user.keyboard('t');
    await user.keyboard('re');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(tagsBox()).not.toHaveFocus();
    expect(tagsBox()).toHaveValue('');
    // Out of the box, the keys are the scorecard's again: C goes to the comment.
    await user.keyboard('c');
    expect(screen.getByRole('textbox', { name: 'Comment (C)' })).toHaveFocus();
  });

  it('a half-typed tag stops the submit, says why on the field and keeps the text', async () => {
    const { user, posted } = open();
    await gradeAll(user);
    await user.keyboard('t');
    await user.keyboard('ref');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(
      await screen.findByText('Pick a tag for “ref” (Enter picks the first match) or clear the box'),
    ).toBeVisible();
    expect(tagsBox()).toHaveValue('ref');
    expect(tagsBox()).toHaveFocus();
    // Leaving by a click on Submit keeps it too: still refused, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(tagsBox()).toHaveValue('ref');
    expect(posted()).toHaveLength(0);
  });

  it('a tag typed whole (any case) is picked as the review is submitted', async () => {
    const { user, posted } = open();
    await gradeAll(user);
    await user.click(tagsBox());
    await user.keyboard('refund');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ data: { tags: [21] } });
  });

  it('the hint line names T and the keys of the tags box', async () => {
    open();
    const card = await scorecard();
    await within(card).findByRole('group', { name: 'Accuracy' });
    expect(within(card).getByLabelText('Keys')).toHaveTextContent('T tags (Enter picks, Esc leaves)');
    expect(within(card).getByLabelText('Keys')).toHaveTextContent('1–3 grade');
  });
});

describe('the scorecard', () => {
  it('opens where the page is (on a phone the conversation comes first) and keeps the criterion a key moves to in view', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.getAttribute('aria-label') ?? this.textContent ?? '');
    });
    const { user } = open();
    await screen.findByRole('group', { name: 'Accuracy' });
    expect(scrolled).toEqual([]);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]).toContain('Accuracy');
  });

  it('grades each criterion by click or key, and shows the score as it will be kept', async () => {
    const { user } = open();
    const card = await scorecard();
    await within(card).findByRole('group', { name: 'Accuracy' });
    expect(within(card).getByLabelText('Score')).toHaveTextContent('Score –');
    await user.click(within(card).getByRole('button', { name: 'Greeting: Good' }));
    expect(within(card).getByLabelText('Score')).toHaveTextContent('Score 75');
    // The focus moved on to Accuracy: its key grades it. Poor fails the critical criterion: 0.
    await user.keyboard('3');
    expect(within(card).getByLabelText('Score')).toHaveTextContent('Score 0');
    expect(within(card).getByText('A critical criterion is below 50: the score is 0.')).toBeVisible();
    expect(within(card).getByText(/2\/2 graded/)).toBeVisible();
    // Regraded: (1×75 + 3×100) / 4 = 93.75.
    await user.click(within(card).getByRole('button', { name: 'Accuracy: Excellent' }));
    expect(within(card).getByLabelText('Score')).toHaveTextContent('Score 93.8');
    expect(within(card).queryByText(/A critical criterion is below/)).toBeNull();
  });

  it('sends nothing until every criterion is graded, then the body the contract reads', async () => {
    const { user, posted } = open();
    const card = await scorecard();
    await within(card).findByRole('group', { name: 'Accuracy' });
    await user.keyboard('1');
    const submit = within(card).getByRole('button', { name: 'Submit review' });
    expect(submit).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(posted()).toHaveLength(0);
    await user.keyboard('2');
    await user.click(within(card).getByRole('checkbox', { name: 'Send stats' }));
    await user.click(tagsBox());
    await user.keyboard('ref{Enter}');
    await user.type(within(card).getByRole('textbox', { name: 'Comment (C)' }), '  Checked the zone first.  ');
    await user.click(submit);
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      chatId: 7,
      sendStats: false,
      reviewLater: false,
      data: {
        scores: [
          { scoreTypeId: 1, gradeId: 11 },
          { scoreTypeId: 2, gradeId: 12 },
        ],
        tags: [21],
        comment: 'Checked the zone first.',
      },
    });
    expect(qa.chatReviewBody.safeParse(posted()[0]).success).toBe(true);
  });

  it('a chat put off for later may be half graded', async () => {
    const { user, posted } = open();
    const card = await scorecard();
    await within(card).findByRole('group', { name: 'Accuracy' });
    await user.keyboard('1');
    await user.keyboard('l');
    expect(within(card).getByRole('checkbox', { name: 'Review later (L)' })).toBeChecked();
    await user.click(within(card).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ reviewLater: true, data: { scores: [{ scoreTypeId: 1, gradeId: 11 }] } });
  });

  it("shows the server's 400 in the scorecard, and sends again once corrected", async () => {
    let answer: FakeAnswer = failure(400, 'VALIDATION_ERROR', 'The request is not valid', [
      { field: 'body.data.scores.1.gradeId', message: 'is not a grade' },
    ]);
    const { user, posted } = open(() => answer);
    await gradeAll(user);
    await user.keyboard('{Enter}');
    const card = await scorecard();
    expect(await within(card).findByText(/is not a grade/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeEnabled();
    answer = review();
    await user.click(within(card).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(posted()).toHaveLength(2));
    await waitFor(() => expect(within(card).queryByText(/is not a grade/)).toBeNull());
  });

  it('a refusal naming the comment lands on the comment; one naming nothing above the buttons', async () => {
    let answer: FakeAnswer = failure(400, 'VALIDATION_ERROR', 'The request is not valid', [
      { field: 'body.data.comment', message: 'must be at most 5000 characters' },
    ]);
    const { user } = open(() => answer);
    await gradeAll(user);
    await user.keyboard('{Enter}');
    const comment = screen.getByRole('textbox', { name: 'Comment (C)' });
    await waitFor(() => expect(comment).toHaveAccessibleDescription('must be at most 5000 characters'));
    expect(comment).toHaveFocus();
    answer = failure(403, 'FORBIDDEN', 'You may not review this chat');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await within(await scorecard()).findByRole('alert')).toHaveTextContent('You may not review this chat');
  });
});
