import Box from '@mui/material/Box';

/** The id of the shell's main region, where "Skip to content" moves the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first thing Tab reaches, shown only while it has the focus; it moves the
 * focus past the app bar and the side menu to the screen (WCAG 2.4.1).
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // The focus moves without a hash in the address (the router owns it).
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 4,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}
