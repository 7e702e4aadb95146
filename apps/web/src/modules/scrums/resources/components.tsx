// Dev Scrum components as a settings resource (docs/scrum.md "Components"): its form (/scrums/create/component,
// /scrums/edit/{componentId}); the list is components-page.tsx, paged with a search and a status filter.
import {
  COMPONENT_STATUS_LABELS,
  type ComponentStatus,
  componentBody,
  createComponent,
  type DevComponent,
  deleteComponent,
  getComponent,
  listActiveComponents,
  listComponents,
  updateComponent,
} from '@backoffice/contract/modules/scrums';
import { scrumsScreens as screens } from '@backoffice/contract/modules/scrums.paths';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import { defineResource } from '../../../ui/resource/resource';
import { ComponentStatusChip } from '../components/chips';

export const components = defineResource<DevComponent, { name: string; status: ComponentStatus }>({
  name: 'component',
  plural: 'Components',
  description: 'What dev audits cover. Only active components are offered to new audits.',
  formSubtitle: (component) =>
    component?.audits
      ? `Covered by ${component.audits} ${component.audits === 1 ? 'audit' : 'audits'}: retire it rather than delete it.`
      : 'Retired components stay on the audits that covered them.',
  icon: WidgetsOutlined,
  paths: {
    list: () => screens.components.href(),
    create: () => screens.newComponent.href(),
    record: (componentId) => screens.component.href({ componentId }),
  },
  endpoints: {
    list: listComponents,
    get: getComponent,
    create: createComponent,
    update: updateComponent,
    remove: deleteComponent,
  },
  invalidates: [listActiveComponents],
  schema: componentBody,
  toValues: (component) => ({ name: component?.name ?? '', status: component?.status ?? 'active' }),
  sections: [
    {
      title: 'Component',
      description: 'Active: offered to new audits. Deprecated: being phased out. Retired: no longer in use.',
      fields: [
        { name: 'name', label: 'Name', required: true, width: 'half' },
        {
          name: 'status',
          label: 'Status',
          kind: 'select',
          width: 'quarter',
          options: Object.entries(COMPONENT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
        },
      ],
    },
  ],
  columns: [
    { label: 'Component', cell: (c) => c.name },
    { label: 'Status', cell: (c) => <ComponentStatusChip status={c.status} /> },
  ],
  deleteHint: 'One covered by an audit cannot be deleted: retire it instead.',
});
