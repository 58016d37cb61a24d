import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initModels } from './state/models-actions';
import { installTestHooks } from './state/test-hooks';
import { App } from './ui/App';
import './ui/app.css';

installTestHooks();
// The delineation setting (default `auto`) follows every record the workbench opens, with or without the models panel.
initModels();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
