// Records as the contract shapes them, for the module's component tests (the network is faked per
// endpoint; see test/render.tsx).
import type {
  ChatDetail,
  EscalationDetail,
  Feedback,
  Review,
  ScoreGrade,
  ScoreType,
  Statistics,
  Tag,
} from '@backoffice/contract/modules/qa';

const at = '2026-11-02T10:00:00.000Z';

const criterion = (id: number, name: string, weight: number, critical = false): ScoreType => ({
  id,
  name,
  description: '',
  weight,
  critical,
  active: true,
  position: id,
  createdAt: at,
  updatedAt: at,
});

/** Greeting (weight 1) and Accuracy (weight 3, critical). */
export const criteria: ScoreType[] = [criterion(1, 'Greeting', 1), criterion(2, 'Accuracy', 3, true)];

const grade = (id: number, name: string, value: number, shortcut: number | null): ScoreGrade => ({
  id,
  name,
  value,
  color: '#2e7d32',
  shortcut,
  createdAt: at,
  updatedAt: at,
});

/** Excellent 100 (key 1), Good 75 (key 2), Poor 25 (key 3). */
export const grades: ScoreGrade[] = [
  grade(11, 'Excellent', 100, 1),
  grade(12, 'Good', 75, 2),
  grade(13, 'Poor', 25, 3),
];

const tag = (id: number, name: string, active = true): Tag => ({
  id,
  name,
  description: '',
  color: '#aa0000',
  active,
  createdAt: at,
  updatedAt: at,
});

/** Refund, Billing and Bilingual are offered; Retired is not. */
export const tags: Tag[] = [tag(21, 'Refund'), tag(22, 'Billing'), tag(23, 'Bilingual'), tag(24, 'Retired', false)];

export const agent = { id: 5, name: 'Ada Agent' };
export const reviewer = { id: 6, name: 'Rita Reviewer' };

export const chat = (reviews: Review[] = []): ChatDetail => ({
  id: 7,
  externalId: 'c-7',
  department: 'Support',
  agents: [agent],
  unknownAgents: [],
  tags: [],
  queueState: 'waiting',
  reviewCount: reviews.length,
  claim: null,
  channel: 'chat',
  customerName: 'Carl Customer',
  customerEmail: null,
  startedAt: at,
  endedAt: null,
  messageCount: 1,
  comments: [],
  notes: [],
  reviews,
  messages: [
    {
      id: 70,
      position: 1,
      author: 'Carl Customer',
      authorKind: 'customer',
      text: 'My DNS is broken',
      sentAt: at,
      comments: [],
    },
  ],
});

/** A finished review of the chat: Greeting Excellent, Accuracy Poor (a critical fail: 0). */
export const review = (over: Partial<Review> = {}): Review => ({
  id: 30,
  kind: 'chat',
  conversationId: 7,
  reviewer,
  agents: [agent],
  scores: [
    {
      scoreTypeId: 1,
      scoreTypeName: 'Greeting',
      weight: 1,
      critical: false,
      gradeId: 11,
      gradeName: 'Excellent',
      value: 100,
      color: '#2e7d32',
    },
    {
      scoreTypeId: 2,
      scoreTypeName: 'Accuracy',
      weight: 3,
      critical: true,
      gradeId: 13,
      gradeName: 'Poor',
      value: 25,
      color: '#c62828',
    },
  ],
  tags: [],
  comment: '',
  score: 0,
  criticalFails: 1,
  sendStats: true,
  reviewLater: false,
  createdAt: at,
  updatedAt: at,
  deletedAt: null,
  comments: [],
  ...over,
});

/** A feedback on `review()` for Ada Agent by Rita Reviewer. */
export const feedback = (over: Partial<Feedback> = {}): Feedback => {
  const { comments: _, ...reviewed } = review();
  return {
    id: 40,
    kind: 'chat',
    conversationId: 7,
    conversationTitle: 'Carl Customer',
    review: reviewed,
    agent,
    author: reviewer,
    content: 'The DNS answer was wrong.',
    status: 'new',
    dispute: null,
    resolution: null,
    seenAt: null,
    createdAt: at,
    updatedAt: at,
    comments: [],
    transcript: [{ id: 70, author: 'Carl Customer', authorKind: 'customer', text: 'My DNS is broken', sentAt: at }],
    grades: grades.map(({ id, name, value, color }) => ({ id, name, value, color })),
    ...over,
  };
};

/** Four reviews' statistics: one criterion, the tags Refund (1) and Billing (3), one week, day shifts. */
export const statistics: Statistics = {
  reviews: 4,
  averageScore: 70,
  criticalFails: 1,
  failedReviews: 1,
  criteria: [{ scoreTypeId: 1, name: 'Greeting', graded: 4, average: 80 }],
  tags: [
    { tagId: 21, name: 'Refund', color: '#aa0000', count: 1 },
    { tagId: 22, name: 'Billing', color: '#0000aa', count: 3 },
  ],
  feedbacks: 0,
  disputes: 0,
  feedbackRate: 0,
  disputeRate: null,
  trend: [{ week: '2026-11-16', reviews: 4, averageScore: 70 }],
  shifts: [{ shift: 'day', reviews: 4, averageScore: 70 }],
  teams: [],
};

/** An open escalation of the chat 7 by Rita Reviewer, with `review()` escalated and two lines. */
export const escalation = (over: Partial<EscalationDetail> = {}): EscalationDetail => {
  const { comments: _, ...escalated } = review();
  return {
    id: 50,
    kind: 'chat',
    conversationId: 7,
    conversationTitle: 'Carl Customer',
    reason: 'The agent disputes the accuracy grade.',
    raisedBy: reviewer,
    reviews: [escalated],
    status: 'open',
    handledBy: null,
    outcome: null,
    reviewedAt: null,
    createdAt: at,
    updatedAt: at,
    transcript: [
      { id: 70, author: 'Carl Customer', authorKind: 'customer', text: 'My DNS is broken', sentAt: at },
      { id: 71, author: 'Ada Agent', authorKind: 'agent', text: 'Flush your cache', sentAt: at },
    ],
    ...over,
  };
};
