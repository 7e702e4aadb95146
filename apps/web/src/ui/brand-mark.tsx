import Box from '@mui/material/Box';

/** The product's mark: a "B" on the primary colour (same drawing as the favicon). */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, color: 'primary.main', display: 'block' }}
    >
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path
        d="M9 9h8.5a4.5 4.5 0 0 1 2.7 8.1A4.8 4.8 0 0 1 18 23H9z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path d="M9 16h9" stroke="#fff" strokeWidth="2.6" />
    </Box>
  );
}
