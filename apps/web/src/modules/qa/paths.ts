/** Links to the QC v2 screens (spec §2 /qc-settings-v2; module.tsx declares the routes). */
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
};
