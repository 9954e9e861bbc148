// The query keys a page reads from its URL, declared by its route module as `handle`. A guest's
// page is kept by the microcache (decision 007) only when its URL carries no other key: random
// unknown keys would otherwise fill the cache with copies of one page.

export interface PageHandle {
  query: readonly string[];
}

export const pageQuery = (...keys: string[]): PageHandle => ({ query: keys });
