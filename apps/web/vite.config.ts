import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildManifestPlugin } from './build-manifest-plugin';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildManifestPlugin()],
  resolve: { tsconfigPaths: true },
  server: { port: 3000 },
  build: {
    rolldownOptions: {
      output: {
        // One chunk for the icons and one for small shared modules instead of dozens of tiny
        // files: each is a request the browser queues before the first paint.
        advancedChunks: {
          groups: [{ name: 'icons', test: /lucide-react/, priority: 20 }],
        },
      },
    },
  },
});
