// MUI's core chunk (its styling engine, the theme and the components every page draws: vite.config.ts,
// `mui-core`), for main.tsx to evaluate in a task of its own between React and the rest of the boot.
// With the boot it was one task of ~110 ms on a phone (CPU ×4), 70 of them MUI's modules running.
export { default as CssBaseline } from '@mui/material/CssBaseline';
