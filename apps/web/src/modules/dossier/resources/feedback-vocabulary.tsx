// The feedback vocabulary (docs/dossier.md "Feedback"): categories and types, as settings resources.
import {
  createDossierFeedbackCategory,
  createDossierFeedbackType,
  type DossierFeedbackCategory,
  type DossierFeedbackType,
  deleteDossierFeedbackCategory,
  deleteDossierFeedbackType,
  type FeedbackTone,
  feedbackCategoryBody,
  feedbackTypeBody,
  getDossierFeedbackCategory,
  getDossierFeedbackType,
  listDossierFeedbackCategories,
  listDossierFeedbackTypes,
  updateDossierFeedbackCategory,
  updateDossierFeedbackType,
} from '@backoffice/contract/modules/dossier';
import { dossierScreens as screens } from '@backoffice/contract/modules/dossier.paths';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import ThumbsUpDownOutlined from '@mui/icons-material/ThumbsUpDownOutlined';
import { defineResource } from '../../../ui/resource/resource';
import { FeedbackTypeChip, TONE_LABELS } from '../components/feedback-chips';

const NOT_WHILE_USED = 'One used by a feedback cannot be deleted: rename it instead.';

export const feedbackCategories = defineResource<DossierFeedbackCategory, { name: string }>({
  name: 'feedback category',
  plural: 'Feedback categories',
  description:
    'What a dossier feedback is about (communication, accuracy…). Renaming one renames it on every feedback.',
  icon: LabelOutlined,
  paths: {
    list: () => screens.feedbackCategories.href(),
    create: () => screens.newFeedbackCategory.href(),
    record: (categoryId) => screens.feedbackCategory.href({ categoryId }),
  },
  endpoints: {
    list: listDossierFeedbackCategories,
    get: getDossierFeedbackCategory,
    create: createDossierFeedbackCategory,
    update: updateDossierFeedbackCategory,
    remove: deleteDossierFeedbackCategory,
  },
  schema: feedbackCategoryBody,
  toValues: (category) => ({ name: category?.name ?? '' }),
  sections: [{ title: 'Category', fields: [{ name: 'name', label: 'Name', required: true, width: 'half' }] }],
  columns: [{ label: 'Category', cell: (c) => c.name, wide: true }],
  deleteHint: NOT_WHILE_USED,
});

export const feedbackTypes = defineResource<DossierFeedbackType, { name: string; tone: FeedbackTone }>({
  name: 'feedback type',
  plural: 'Feedback types',
  description: 'How a dossier feedback is meant. The tone sets its colour: praise, something to improve, a warning.',
  icon: ThumbsUpDownOutlined,
  paths: {
    list: () => screens.feedbackTypes.href(),
    create: () => screens.newFeedbackType.href(),
    record: (typeId) => screens.feedbackType.href({ typeId }),
  },
  endpoints: {
    list: listDossierFeedbackTypes,
    get: getDossierFeedbackType,
    create: createDossierFeedbackType,
    update: updateDossierFeedbackType,
    remove: deleteDossierFeedbackType,
  },
  schema: feedbackTypeBody,
  toValues: (type) => ({ name: type?.name ?? '', tone: type?.tone ?? 'improvement' }),
  sections: [
    {
      title: 'Type',
      fields: [
        { name: 'name', label: 'Name', required: true, width: 'half' },
        {
          name: 'tone',
          label: 'Tone',
          kind: 'select',
          width: 'quarter',
          options: Object.entries(TONE_LABELS).map(([value, label]) => ({ value, label })),
        },
      ],
    },
  ],
  columns: [
    { label: 'Type', cell: (t) => <FeedbackTypeChip type={t} /> },
    { label: 'Tone', cell: (t) => TONE_LABELS[t.tone], wide: true },
  ],
  deleteHint: NOT_WHILE_USED,
});
