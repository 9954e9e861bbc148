// The store every journey shares: built if needed and started exactly as `npm start` does, on
// a free port with a throwaway DATA_DIR (startOwnStore), so journeys see what a shopper would.
// Its database, and that of every journey's own store, is a copy of one seeded template made
// here first (makeDataTemplate); the first-day journey alone starts from an empty folder.
import type { TestProject } from 'vitest/node';
import { makeDataTemplate, startOwnStore } from './own-store.ts';

export default async function setup(project: TestProject) {
  const removeTemplate = await makeDataTemplate();
  // Every language offered (STOREFRONT_LANGUAGES, decision 207): the languages journey and the
  // English ones see the switcher a store offering them shows.
  const store = await startOwnStore({ STOREFRONT_LANGUAGES: 'en,ja,zh-CN' });
  project.provide('baseUrl', store.baseUrl);
  return async () => {
    await store.stop();
    removeTemplate();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
