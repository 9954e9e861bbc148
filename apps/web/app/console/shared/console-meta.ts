// Every console page's <head>: its title and the robots rule (the frame's X-Robots-Tag says the
// same in a header; a child route's meta replaces its parent's, so each page repeats it).
export const consoleMeta = (title: string) => [
  { title: `${title} | Solestock back office` },
  { name: 'robots', content: 'noindex, nofollow' },
];
