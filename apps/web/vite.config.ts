import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';
// A relative path, so that the config's bundler inlines the TypeScript (a workspace package would stay external).
import { personaAvatarSvg } from '../../packages/domain/src/mentor/avatar';
import { PERSONA_IDS, personaAvatarPath } from '../../packages/domain/src/mentor/personas';

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** What the development server uses of src/site/render.tsx (loaded through Vite, so it may import TypeScript). */
interface SiteRenderer {
  renderPublicDocument: (template: string, path: string, language: string) => string | null;
  findPublicPage: (pathname: string) => { path: string } | undefined;
  pickPageLanguage: (search: URLSearchParams, cookieHeader: string | undefined) => { language: string };
  ORIGIN_PLACEHOLDER: string;
}

/**
 * In development the public pages are rendered on each request by the same renderer the build
 * pre-renders them with, so `vite` shows them as the server will (the app has no routes for them).
 */
function publicSiteInDevelopment(): Plugin {
  return {
    name: 'alavanca:public-site-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' || !request.url) return next();
        const url = new URL(request.url, 'http://localhost');
        void (async () => {
          const renderer = (await server.ssrLoadModule('/src/site/render.tsx')) as SiteRenderer;
          const page = renderer.findPublicPage(url.pathname);
          if (!page) return next();
          const { language } = renderer.pickPageLanguage(url.searchParams, request.headers.cookie);
          const template = await server.transformIndexHtml(
            request.url ?? '/',
            fs.readFileSync(fromHere('./site.html'), 'utf8'),
          );
          const html = renderer.renderPublicDocument(template, page.path, language) ?? '';
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(html.replaceAll(renderer.ORIGIN_PLACEHOLDER, `http://${request.headers.host ?? 'localhost'}`));
        })().catch(next);
      });
    },
  };
}

/**
 * The mentor personas' avatars, drawn from their ids at build time and shipped as files (the
 * specification's third-party avatar service is never called); served from memory in development.
 */
function personaAvatars(): Plugin {
  const files = PERSONA_IDS.map((id) => ({ path: personaAvatarPath(id), svg: personaAvatarSvg(id) }));
  return {
    name: 'alavanca:persona-avatars',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const file of files) this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.svg });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files.find((candidate) => candidate.path === request.url);
        if (!file) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(file.svg);
      });
    },
  };
}

/**
 * What a build starts from. The browser's: two pages, the app (index.html) and the template of the
 * pre-rendered public pages. The server's (`--ssr`): the public pages' renderer (build time) and
 * the signed-in screens' first paint (the server, per request; app/render-screen.tsx).
 */
function buildInputs(ssr: boolean): Record<string, string> {
  return ssr
    ? { render: fromHere('./src/site/render.tsx'), 'render-screen': fromHere('./src/app/render-screen.tsx') }
    : { app: fromHere('./index.html'), site: fromHere('./site.html') };
}

/** Where `npm run dev` serves the API (its default PORT and HOST). */
const DEVELOPMENT_API = 'http://127.0.0.1:3000';

/**
 * The API takes changes only addressed to its own host and from its own origin. This server's
 * pages are the app's pages in development, so their requests go on as the API's own (Host
 * through changeOrigin, Origin here); a request from any other page keeps its Origin and is refused.
 */
function apiProxy(target: string): ProxyOptions {
  return {
    target,
    changeOrigin: true,
    configure(proxy) {
      proxy.on('proxyReq', (proxyRequest, request) => {
        if (request.headers.origin === `http://${request.headers.host}`) proxyRequest.setHeader('origin', target);
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), publicSiteInDevelopment(), personaAvatars()],
  resolve: {
    alias: { '@': fromHere('./src') },
  },
  server: {
    // In development the API runs on its own port; the built app is served by the server itself.
    proxy: { '/api': apiProxy(DEVELOPMENT_API) },
  },
  // The renderer runs in Node at build time: the workspace packages are TypeScript, so they are
  // bundled into it rather than imported.
  ssr: { noExternal: [/^@alavanca\//] },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    // The public folder is the browser's; the server-side build needs none of it.
    copyPublicDir: !isSsrBuild,
    // The server reads it to announce a screen's chunks in the page it sends (http/app-document.ts).
    manifest: !isSsrBuild,
    emptyOutDir: true,
    rolldownOptions: {
      input: buildInputs(isSsrBuild === true),
      // Modules run in import order even across chunks: lib/zod-config must run before any
      // schema is created, or zod probes for eval and trips the content-security policy.
      output: {
        strictExecutionOrder: true,
        // A phone on a slow network pays a round trip per file more than per kilobyte: a signed-in
        // screen loaded about 90 small chunks. What every signed-in screen runs is one chunk, and
        // the code several screens share is another (decision 030).
        codeSplitting: isSsrBuild
          ? true
          : {
              groups: [
                {
                  name: 'stack',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+|zod)[\\/]/,
                  priority: 2,
                },
              ],
              experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
            },
      },
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Each file gets a fresh VM context in a reused process instead of a fresh process: the same
    // isolation (a module's state never reaches another file) without starting Node and happy-dom
    // a hundred times. The suite took 155 s on two cores in forks, 98 s in VM contexts (decision 019).
    pool: 'vmForks',
    setupFiles: ['./src/test/setup.ts'],
  },
}));
