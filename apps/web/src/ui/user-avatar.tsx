import Avatar from '@mui/material/Avatar';
import { useState } from 'react';
import { avatarColor, initials, profileImageUrl } from '../core/avatar';

interface Props {
  username: string;
  profileImage?: string | null;
  size?: number;
}

/** The profile image when there is one (and it loads), else initials on a colour from the username. */
export function UserAvatar({ username, profileImage, size = 32 }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = profileImage && broken !== profileImage ? profileImageUrl(profileImage) : undefined;
  return (
    <Avatar
      alt={username}
      src={src}
      slotProps={{ img: { onError: () => setBroken(profileImage ?? null) } }}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 600,
        bgcolor: src ? 'transparent' : avatarColor(username),
        color: '#fff',
      }}
    >
      {initials(username)}
    </Avatar>
  );
}
