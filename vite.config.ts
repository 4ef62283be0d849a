import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  // A build is always a production build, whatever NODE_ENV the shell that runs it has (a start
  // with NODE_ENV=development would otherwise ship React's development runtime, three times the
  // size and slower). scripts/prerender.mjs checks the built bundle.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [
    react(),
    tailwindcss(),
    // The build-time page renderer (src/client/prerender.tsx) is not a web app of its own.
    !isSsrBuild &&
    // PWA: manifest + service worker (src/client/features/pwa/sw.ts). Registered by our own code
    // after load (features/pwa/register-sw.ts): no injected inline script, so the CSP holds.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/client/features/pwa',
      filename: 'sw.ts',
      injectRegister: null,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: true,
      manifest: {
        id: '/',
        name: 'Serenamente',
        short_name: 'Serenamente',
        description:
          'Un compagno gentile per stress e ansia: chat ispirata alla CBT, esercizi, meditazioni guidate, riflessioni e una biblioteca del benessere.',
        lang: 'it',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f6f4ef',
        theme_color: '#f6f4ef',
        categories: ['health', 'lifestyle'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Chat', url: '/chat' },
          { name: 'Esercizi', url: '/exercises' },
          { name: 'Biblioteca del benessere', url: '/resources' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        globIgnores: ['**/og-image.png', '**/apple-touch-icon.png'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: r('./src/client') },
      { find: '@shared', replacement: r('./src/shared') },
    ],
  },
  build: {
    outDir: `${process.env.DIST_DIR ?? 'dist'}/${isSsrBuild ? 'prerender' : 'client'}`,
    // The server reads it to preload the page language's catalogues (server/lib/html.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // No `<link rel="modulepreload">` written by a script before each dynamic import: adding them
    // held the main thread longer on a slow phone than the browser's own discovery of a module's
    // imports costs in time (docs/decisions/010, eighth pass).
    modulePreload: false,
    rollupOptions: {
      output: {
        // The framework every page needs ships as one chunk: one request and better compression
        // than a dozen small shared chunks. Libraries only some pages use stay with those pages.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|i18next-resources-to-backend|clsx|tailwind-merge|class-variance-authority|react-error-boundary|@radix-ui[\\/](react-slot|react-compose-refs))[\\/]/,
            },
          ],
        },
      },
    },
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
