import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import Chip from '@mui/material/Chip';

export function AdminOnlyBadge() {
  return (
    <Chip
      size="small"
      color="accent"
      variant="outlined"
      icon={<AdminPanelSettingsOutlined />}
      label="Admin only"
      sx={{ height: 22 }}
    />
  );
}
