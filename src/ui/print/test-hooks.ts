// For the Playwright specs (?testhooks in the URL): render the paper PNG of the record on screen.
import { getState } from '../../state/store';
import { renderPaperPng, type PaperOptions } from './paper-png';

declare global {
  interface Window {
    __ecgPrint?: { renderPaperPng: (options?: PaperOptions) => Promise<Blob> };
  }
}

if (typeof location !== 'undefined' && new URLSearchParams(location.search).has('testhooks')) {
  window.__ecgPrint = {
    renderPaperPng: (options) => {
      const record = getState().record;
      if (!record) return Promise.reject(new Error('no record on screen'));
      return renderPaperPng(record, options);
    },
  };
}
