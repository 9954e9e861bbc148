import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { isBuildNoise, verboseBuild } from './server/build-noise.ts';

const verbose = verboseBuild();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Asset sizes and progress at LOG_LEVEL=debug only; warnings and errors always.
  logLevel: verbose ? 'info' : 'warn',
  build: {
    target: 'es2022',
    rollupOptions: {
      onwarn(warning, warn) {
        if (verbose || !isBuildNoise(warning)) warn(warning);
      },
    },
  },
  // The domain package ships TypeScript source; Vite compiles it like our own code.
  ssr: { noExternal: ['@solestock/domain'] },
});
