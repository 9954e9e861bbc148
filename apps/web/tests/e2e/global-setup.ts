// The store every journey shares: built if needed and started exactly as `npm start` does, on
// a free port with a throwaway DATA_DIR (startOwnStore), so journeys see what a shopper would.
import type { TestProject } from 'vitest/node';
import { startOwnStore } from './own-store.ts';

export default async function setup(project: TestProject) {
  const store = await startOwnStore({});
  project.provide('baseUrl', store.baseUrl);
  return () => store.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
