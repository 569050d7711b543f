// Rasterises the Alavanca lever mark (src/components/logo.tsx, public/favicon.svg) into the PNG/ICO
// icons and the Open Graph image that browsers, home screens and link previews ask for, so every
// raster asset comes from the same vector source instead of hand-exported files that drift apart.
// The outputs are committed to public/; re-run after changing the mark or the brand colour:
//
//   node apps/web/scripts/make-icons.mjs
//
// Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH), like the e2e tests: scripts/ensure-chromium.sh.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const OUT = new URL('../public/', import.meta.url).pathname;
const write = (file, bytes) => {
  writeFileSync(OUT + file, bytes);
  console.log(`${file.padEnd(22)} ${bytes.length} bytes`);
};

// Literal values of the light-theme tokens in src/index.css (PNG/ICO consumers know no CSS variables).
const PRIMARY = '#006c5d'; // --primary oklch(0.47 0.095 180)
const ON_PRIMARY = '#f8fdfc'; // --primary-foreground oklch(0.99 0.005 180)
const ACCENT = '#3cc3ab'; // dark-theme --primary oklch(0.74 0.12 178): a lighter teal that reads on PRIMARY
// No web font: the OG image must render the same without network access; any neutral sans will do.
const FONT = "'Helvetica Neue', Arial, 'Liberation Sans', system-ui, sans-serif";

/** The lever, fulcrum and block: the paths of LogoMark and favicon.svg (32×32 space); change all three together. */
const glyph = (fg) =>
  `<path d="M6 21.5 26 13" stroke="${fg}" stroke-width="2.6" stroke-linecap="round"/>` +
  `<path d="M13 25h6l-3-5.2z" fill="${fg}"/>` +
  `<rect x="20.5" y="6.5" width="6" height="6" rx="1.2" fill="${fg}" opacity=".85"/>`;

/** `rx` 8 is the in-app rounded tile; 0 is full bleed for platforms that apply their own mask. */
const mark = ({ size, rx = 8, scale = 1, bg = PRIMARY, fg = ON_PRIMARY }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">` +
  `<rect width="32" height="32" rx="${rx}" fill="${bg}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${glyph(fg)}</g></svg>`;

/** Twelve months of made-up, mostly rising revenue: the simulator's month-by-month story without numbers. */
function chart({ width, height }) {
  const months = [0.18, 0.24, 0.22, 0.31, 0.38, 0.35, 0.46, 0.54, 0.6, 0.7, 0.83, 1];
  const slot = width / months.length;
  const barWidth = slot * 0.56;
  const points = months.map((v, i) => [i * slot + slot / 2, height - v * (height - 24)]);
  const bars = points
    .map(([x, y]) => `<rect x="${x - barWidth / 2}" y="${y}" width="${barWidth}" height="${height - y + 8}" rx="8"/>`)
    .join('');
  const line = points.map(([x, y]) => `${x},${y}`).join(' ');
  const dots = points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<g fill="${ACCENT}" opacity=".4">${bars}</g>` +
    `<polyline points="${line}" fill="none" stroke="${ON_PRIMARY}" stroke-width="5"` +
    ` stroke-linejoin="round" stroke-linecap="round"/>` +
    `<g fill="${ON_PRIMARY}" stroke="${PRIMARY}" stroke-width="4">${dots}</g></svg>`
  );
}

// The bars are clipped by the bottom edge (their rounded feet hidden), so they read as rising from the floor.
const ogImage = `
  <div style="position:relative;width:1200px;height:630px;overflow:hidden;background:${PRIMARY}">
    <div style="position:absolute;top:118px;inset-inline:0;display:flex;justify-content:center;align-items:center;gap:36px">
      ${mark({ size: 132, bg: ON_PRIMARY, fg: PRIMARY })}
      <span style="color:${ON_PRIMARY};font:700 112px/1 ${FONT};letter-spacing:-0.03em">Alavanca</span>
    </div>
    <div style="position:absolute;left:96px;bottom:-8px">${chart({ width: 1008, height: 272 })}</div>
  </div>`;

// [file, size, markup, transparent]. Full-bleed icons are opaque: iOS and maskable launchers apply their own
// mask. The favicon-* bitmaps are not written on their own; they go into favicon.ico.
const targets = [
  ['apple-touch-icon.png', 180, mark({ size: 180, rx: 0 }), false],
  ['icon-192.png', 192, mark({ size: 192 }), true],
  ['icon-512.png', 512, mark({ size: 512 }), true],
  // 0.8 keeps the whole glyph inside the maskable safe zone (a centred circle of 80% diameter).
  ['icon-maskable-512.png', 512, mark({ size: 512, rx: 0, scale: 0.8 }), false],
  ['favicon-16', 16, mark({ size: 16 }), true],
  ['favicon-32', 32, mark({ size: 32 }), true],
];

/** An ICO file whose images are embedded PNGs (supported by every browser since IE/Vista). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // palette colours: none
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  /** Screenshots `markup` at exactly width×height CSS pixels (= device pixels). */
  async function render(markup, width, height, transparent) {
    await page.setViewportSize({ width, height });
    await page.setContent(`<!doctype html><body style="margin:0">${markup}</body>`);
    return page.screenshot({ omitBackground: transparent });
  }

  const favicons = [];
  for (const [file, size, markup, transparent] of targets) {
    const png = await render(markup, size, size, transparent);
    if (file.startsWith('favicon-')) favicons.push({ size, png });
    else write(file, png);
  }
  write('favicon.ico', ico(favicons));
  write('og-image.png', await render(ogImage, 1200, 630, false));
} finally {
  await browser.close();
}
