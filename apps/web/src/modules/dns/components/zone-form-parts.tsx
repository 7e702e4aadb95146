import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useIsAdmin } from '../../../core/use-can';
import type { Back } from '../../../ui/back-link';
import { FormSection } from '../../../ui/form-section';
import { FormSwitch } from '../../../ui/form-switch';
import { FormTextField } from '../../../ui/form-text-field';
import type { ZoneFormValues } from '../lib/zone-form';
import { dnsPaths } from '../paths';

export type ZoneCreateMode = 'create' | 'import';

/** What the two forms of the new-zone screen share: its header and the tabs that switch between them. */
export interface ZoneCreateFrame {
  back: Back;
  title: string;
  subtitle: string;
  notice: ReactNode;
}

/** `/dns/zone/create` (an empty zone) or `?mode=import` (from a zone file); the tabs switch in place. */
export function useZoneCreateFrame(): { mode: ZoneCreateMode; frame: ZoneCreateFrame } {
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'import' ? 'import' : 'create';
  const tabs = (
    <Tabs
      value={mode}
      onChange={(_, value: string) => setParams(value === 'import' ? { mode: 'import' } : {}, { replace: true })}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="create" label="Empty zone" />
      <Tab value="import" label="Import zone file" />
    </Tabs>
  );
  return {
    mode,
    frame: {
      back: { to: dnsPaths.zones(), label: 'DNS zones' },
      title: 'New DNS zone',
      subtitle: 'Start an empty zone, or bring one over from a BIND zone file.',
      notice: tabs,
    },
  };
}

/** The zone's domain, what the form adds below it, and, for administrators, the admin-only switch. */
export function ZoneSection({
  form,
  description,
  domainHelp,
  autoFocus = false,
  children,
}: {
  form: UseFormReturn<ZoneFormValues>;
  description?: string;
  domainHelp: string;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const isAdmin = useIsAdmin();
  return (
    <FormSection title="Zone" description={description}>
      <Stack spacing={2.5}>
        <FormTextField
          control={form.control}
          name="name"
          label="Domain"
          placeholder="example.com"
          autoFocus={autoFocus}
          required
          helperText={domainHelp}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        {children}
        {isAdmin ? (
          <Box>
            <FormSwitch control={form.control} name="adminOnly" label="Admin only" />
            <FormHelperText sx={{ mt: -0.5, ml: 0 }}>
              Only administrators will see and change this zone, whatever departments have DNS access.
            </FormHelperText>
          </Box>
        ) : null}
      </Stack>
    </FormSection>
  );
}
