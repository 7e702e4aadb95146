import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../core/session';
import { appKeys } from './app-keys';
import { keyGroups } from './entries';
import { Keys } from './kbd';
import { useModuleCommands } from './module-commands';

/**
 * "Keyboard shortcuts" (`?`): the app's keys, then those of the modules the user works in (QC review),
 * as the modules declare them (`commands.ts`, `keys`). Loaded on the first `?`.
 */
export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useCurrentUser();
  const commands = useModuleCommands();
  const groups = [...appKeys, ...(user && commands ? keyGroups(commands, user) : [])];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      slotProps={{ paper: { sx: { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } } }}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          Keyboard shortcuts
        </Box>
        <IconButton aria-label="Close" onClick={onClose} size="small">
          <Close fontSize="small" />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers aria-busy={commands === null} sx={{ px: { xs: 2, sm: 3 } }}>
        {groups.map((group) => (
          <Box component="section" key={group.title} aria-label={group.title} sx={{ '& + &': { mt: 3 } }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {group.title}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              {group.keys.map((key) => (
                <Box
                  key={key.does}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    py: 0.75,
                    borderTop: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box component="dt" sx={{ width: { xs: 96, sm: 128 }, flexShrink: 0, display: 'flex', gap: 0.5 }}>
                    {key.keys.map((combo) => (
                      <Keys key={combo} combo={combo} />
                    ))}
                  </Box>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {key.does}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
    </Dialog>
  );
}
