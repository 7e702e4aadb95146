import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useSession } from '../../../core/session';
import { setDarkThemePreference } from '../api/update-profile-config';

/** The app bar's theme switch: the same preference as the profile page's, saved to the profile. */
export default function DarkThemeSwitch() {
  const dark = useSession((s) => s.darkTheme);
  return (
    <Tooltip title={dark ? 'Dark theme on' : 'Dark theme off'}>
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', color: 'text.secondary' }}>
        {dark ? <DarkModeOutlined fontSize="small" /> : <LightModeOutlined fontSize="small" />}
        <Switch
          size="small"
          checked={dark}
          onChange={(event) => setDarkThemePreference(event.target.checked)}
          slotProps={{ input: { 'aria-label': 'Dark theme' } }}
        />
      </Box>
    </Tooltip>
  );
}
