import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildManifestPlugin } from './build-manifest-plugin';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildManifestPlugin()],
  resolve: { tsconfigPaths: true },
  server: { port: 3000 },
});
