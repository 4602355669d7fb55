import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// React, React DOM and React Router in one chunk of their own: every page needs all of it, it
// changes only when they are upgraded (so browsers keep it cached across our releases), and the
// page benchmark can tell the framework's bytes from ours by its name.
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Hashed assets are cached for a year by the server; keep chunks small and route-split.
    assetsInlineLimit: 2048,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'framework', test: framework }] } },
        },
      },
    },
  },
});
