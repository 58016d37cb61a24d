import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installTestHooks } from './state/test-hooks';
import { App } from './ui/App';
import './ui/app.css';

installTestHooks();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
