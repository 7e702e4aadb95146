/** Links to the QC v2 screens (spec §2 /qc-v2 and /qc-settings-v2; module.tsx declares the routes). */
export const qaPaths = {
  scores: () => '/qc-settings-v2/scores',
  scoreTypes: () => '/qc-settings-v2/scores/types',
  scoreType: (id: number | 'new') => `/qc-settings-v2/scores/types/${id}`,
  scoreGrades: () => '/qc-settings-v2/scores/grades',
  /** The spec gives the grade screen as scores/types/{scoreGradeId}, the criterion's path: docs/qc.md. */
  scoreGrade: (id: number | 'new') => `/qc-settings-v2/scores/grades/${id}`,
  tags: () => '/qc-settings-v2/tags',
  newTag: () => '/qc-settings-v2/tags/create',
  tag: (id: number) => `/qc-settings-v2/tags/${id}`,
  cronConfigs: () => '/qc-settings-v2/ticket-cron-config',
  newCronConfig: () => '/qc-settings-v2/ticket-cron-config/create',
  cronConfig: (id: number) => `/qc-settings-v2/ticket-cron-config/${id}`,
  chatQueue: (id?: number) => (id ? `/qc-v2/chats/queue/${id}` : '/qc-v2/chats/queue'),
  chatArchive: (id?: number) => (id ? `/qc-v2/chats/archive/${id}` : '/qc-v2/chats/archive'),
  ticketQueue: () => '/qc-v2/tickets/queue',
  ticketArchive: () => '/qc-v2/tickets/archive',
  ticket: (id: number) => `/qc-v2/tickets/${id}`,
  feedbacks: (kind: 'chat' | 'ticket' = 'chat') =>
    kind === 'chat' ? '/qc-v2/feedbacks' : '/qc-v2/feedbacks?kind=ticket',
  feedback: (kind: 'chat' | 'ticket', id: number) => `/qc-v2/${kind}-feedbacks/${id}`,
  escalations: (kind: 'chat' | 'ticket' = 'chat') =>
    kind === 'chat' ? '/qc-v2/escalations' : '/qc-v2/escalations?kind=ticket',
  escalation: (kind: 'chat' | 'ticket', id: number) => `/qc-v2/${kind}-escalations/${id}`,
  statistics: () => '/qc-v2/statistics',
  userStatistics: (id: number) => `/qc-v2/statistics/users/${id}`,
};
