import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../core/session';
import { UserAvatar } from '../../../ui/user-avatar';
import { employeesPaths } from '../paths';

/** The signed-in user in the app bar: avatar, name and email, a link to their own profile. */
export default function ProfileLink() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Tooltip title="Your profile">
      <ButtonBase
        component={Link}
        to={employeesPaths.profile()}
        aria-label="Your profile"
        data-testid="profile-link"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          borderRadius: 2,
          pl: 0.5,
          pr: { xs: 0.5, sm: 1 },
          py: 0.5,
          textAlign: 'left',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <UserAvatar username={user.username} profileImage={user.profileImage} size={32} />
        <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2, maxWidth: 200 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap data-testid="user-name">
            {user.name || user.username}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {user.email || user.username}
          </Typography>
        </Box>
      </ButtonBase>
    </Tooltip>
  );
}
