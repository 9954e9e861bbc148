import type { Config } from '@react-router/dev/config';
import { futureFlagsAsToday, verboseBuild } from './server/build-noise.ts';

// Framework mode with server rendering: every page arrives as HTML, then hydrates.
export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets several checkouts' builds (or engineers) live side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // Today's behaviour, stated, so no notice per build; LOG_LEVEL=debug shows the notices.
  ...(verboseBuild() ? {} : { future: futureFlagsAsToday }),
} satisfies Config;
