import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { validateStoredSession } from './app/startup';

// Validation starts before React renders; the app shows once it settles.
const startup = validateStoredSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App startup={startup} />
  </StrictMode>,
);
