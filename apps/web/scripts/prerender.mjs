// Pre-renders every public page in every language to static HTML, after `vite build` (the site.html
// template, with its hashed stylesheet and script) and `vite build --ssr` (the renderer). Writes
// dist/pages/<language>/<page>.html and dist/pages/manifest.json, which the server reads.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB_DIR = path.resolve(import.meta.dirname, '..');
const DIST_DIR = path.join(WEB_DIR, 'dist');
const RENDERER_DIR = path.join(WEB_DIR, 'dist-server');
const PAGES_DIR = path.join(DIST_DIR, 'pages');
const TEMPLATE_FILE = path.join(DIST_DIR, 'site.html');

const { renderPublicDocument, listPublicPages, ORIGIN_PLACEHOLDER, LANGUAGES, DEFAULT_LANGUAGE } = await import(
  pathToFileURL(path.join(RENDERER_DIR, 'render.js')).href
);
const template = fs.readFileSync(TEMPLATE_FILE, 'utf8');

/** "/" → "index.html", "/blog/x" → "blog/x.html". */
const fileOf = (pagePath) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`);

fs.rmSync(PAGES_DIR, { recursive: true, force: true });
const pages = listPublicPages();
for (const language of LANGUAGES) {
  for (const page of pages) {
    const html = renderPublicDocument(template, page.path, language);
    if (html === null) throw new Error(`${page.path} is listed as a public page but renders nothing`);
    const file = path.join(PAGES_DIR, language, fileOf(page.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
}
const manifest = {
  originPlaceholder: ORIGIN_PLACEHOLDER,
  defaultLanguage: DEFAULT_LANGUAGE,
  languages: LANGUAGES,
  pages: pages.map((page) => ({ ...page, file: fileOf(page.path) })),
};
fs.writeFileSync(path.join(PAGES_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// The template is neither served nor needed once the pages exist. The renderers stay: the server
// draws the signed-in screens' first paint with dist-server/render-screen.js.
fs.rmSync(TEMPLATE_FILE);
console.log(`pre-rendered ${pages.length} public pages in ${LANGUAGES.length} languages`);
