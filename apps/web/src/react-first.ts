// React alone, for main.tsx to evaluate in a task of its own before the rest of the boot. (Imported
// from our own module, not from react-dom itself: that import would give the entry the bundler's
// CommonJS helper as a static import, a script fetched by a sign-in page that must need none.)
export { createRoot } from 'react-dom/client';
