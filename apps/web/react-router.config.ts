import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering: every page arrives as HTML, then hydrates.
export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets several checkouts' builds (or engineers) live side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
