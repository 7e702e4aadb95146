import {
  createTag,
  deleteTag,
  getTag,
  listActiveTags,
  listAllTags,
  type Tag,
  tagBody,
  updateTag,
} from '@backoffice/contract/modules/qa';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { defineResource } from '../../../ui/resource/resource';
import { qaPaths } from '../paths';

interface TagValues {
  name: string;
  description: string;
  color: string;
  active: boolean;
}

/** Tags (spec §2 /qc-settings-v2/tags): what reviewers mark chats and tickets with. */
export const tags = defineResource<Tag, TagValues>({
  name: 'tag',
  plural: 'Tags',
  description:
    'Reviewers mark chats and tickets with them; statistics count them. Inactive tags stay on what they mark but are offered no more.',
  icon: LocalOfferOutlined,
  paths: { list: qaPaths.tags, create: qaPaths.newTag, record: qaPaths.tag },
  endpoints: { list: listAllTags, get: getTag, create: createTag, update: updateTag, remove: deleteTag },
  invalidates: [listActiveTags],
  schema: tagBody,
  toValues: (tag) => ({
    name: tag?.name ?? '',
    description: tag?.description ?? '',
    color: tag?.color ?? '#546e7a',
    active: tag?.active ?? true,
  }),
  sections: [
    {
      title: 'Tag',
      fields: [
        { name: 'name', label: 'Name', required: true, width: 'half' },
        { name: 'color', label: 'Colour', kind: 'color', width: 'quarter' },
        { name: 'description', label: 'Description' },
        { name: 'active', label: 'Active: offered to reviewers', kind: 'switch' },
      ],
    },
  ],
  columns: [
    { label: 'Tag', cell: (t) => <Chip size="small" label={t.name} sx={{ bgcolor: t.color, color: '#fff' }} /> },
    { label: 'Description', cell: (t) => t.description, wide: true },
    {
      label: 'State',
      cell: (t) => (
        <Box component="span" sx={{ color: t.active ? 'success.main' : 'text.secondary' }}>
          {t.active ? 'Active' : 'Inactive'}
        </Box>
      ),
    },
  ],
  deleteHint: 'To keep it on what it marks, make it inactive instead.',
});
