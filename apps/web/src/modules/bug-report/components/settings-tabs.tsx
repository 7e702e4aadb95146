// The settings screen (spec §2 /bug-feature/settings; `/bug-feature/settings/:lookup` opens one tab): one
// tab per lookup of the kind shown (`?kind=feature`), each the lookup's list with "New …" for who may change
// settings. A saved or deleted lookup returns here with a flash.
import type { LookupType, ReportKind } from '@backoffice/contract/modules/bug-report';
import { LOOKUP_TYPES } from '@backoffice/contract/modules/bug-report';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { CreateButton, PageHeader } from '../../../ui/page-header';
import { ResourceTable } from '../../../ui/resource/resource-list-page';
import { KIND_WORDS } from '../lib/kind';
import { bugReportPaths } from '../paths';
import { LOOKUP_RESOURCES, LOOKUP_WORDS } from '../resources/lookups';
import { KindSwitch } from './kind-switch';

export function SettingsTabs({ kind, lookup }: { kind: ReportKind; lookup: LookupType }) {
  const resource = LOOKUP_RESOURCES[kind][lookup];
  const canCreate = useCanCall(resource.endpoints.create);
  const [flash, setFlash] = useFlash();
  return (
    <>
      <PageHeader
        title="Tracker settings"
        subtitle={`The priorities, statuses, components and departments of ${KIND_WORDS[kind].many}.`}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <KindSwitch kind={kind} scope="settingsRead" to={(k) => bugReportPaths.lookups(k, lookup)} />
            <Button component={RouterLink} to={bugReportPaths.folders(kind)} startIcon={<FolderOutlined />}>
              Folders
            </Button>
          </Stack>
        }
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      {/* Each tab is the lookup's own screen (/bug-feature/settings/status), so a link opens it. */}
      <Tabs
        value={lookup}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {LOOKUP_TYPES.map((type) => (
          <Tab
            key={type}
            value={type}
            label={LOOKUP_WORDS[type].many}
            component={RouterLink}
            to={bugReportPaths.lookups(kind, type)}
            replace
          />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {LOOKUP_WORDS[lookup].description}
        </Typography>
        {canCreate ? (
          <CreateButton to={bugReportPaths.newLookup(kind, lookup)} label={`New ${LOOKUP_WORDS[lookup].one}`} />
        ) : null}
      </Stack>
      <ResourceTable key={`${kind}:${lookup}`} resource={resource} />
    </>
  );
}
