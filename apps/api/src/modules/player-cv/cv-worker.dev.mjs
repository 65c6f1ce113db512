// The CV worker from its TypeScript source (tests, `npm run dev`): tsx is registered in this thread
// first. The build bundles cv-worker.ts into dist/cv-worker.js instead (build.mjs).
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./cv-worker.ts');
export const { renderCv, checkCvTemplate, fillCvTemplate } = tasks;
