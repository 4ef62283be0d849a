// Renders the app icons, favicon and social preview image from SVG sources. Run once after
// changing the artwork (`node scripts/make-icons.mjs`); the PNGs are committed.
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

const mark = (size, pad = 0) => {
  const s = 64 - pad * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${pad ? 0 : 16}" fill="#3f7d74"/>
  <g transform="translate(${pad} ${pad}) scale(${s / 64})">
    <path d="M14 38c6-10 12-10 18 0s12 10 18 0" fill="none" stroke="#f6f4ef" stroke-width="5" stroke-linecap="round"/>
    <circle cx="32" cy="22" r="6" fill="#f3d9a4"/>
  </g></svg>`;
};

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef3ef"/><stop offset="1" stop-color="#dfe9e4"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1010" cy="150" r="230" fill="#3f7d74" opacity="0.10"/>
  <circle cx="1080" cy="520" r="160" fill="#c9a46a" opacity="0.12"/>
  <g transform="translate(96 150) scale(2.2)">
    <rect width="64" height="64" rx="16" fill="#3f7d74"/>
    <path d="M14 38c6-10 12-10 18 0s12 10 18 0" fill="none" stroke="#f6f4ef" stroke-width="5" stroke-linecap="round"/>
    <circle cx="32" cy="22" r="6" fill="#f3d9a4"/>
  </g>
  <text x="96" y="370" font-family="Georgia, serif" font-size="76" fill="#1d2a2d">Serenamente</text>
  <text x="96" y="440" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#4b5d61">Supporto gentile per stress e ansia, ogni giorno</text>
  <text x="96" y="490" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="#4b5d61">Everyday support for stress and anxiety</text>
</svg>`;

const out = async (svg, file, size) => {
  const img = sharp(Buffer.from(svg));
  await (size ? img.resize(size, size) : img).png({ compressionLevel: 9 }).toFile(`public/${file}`);
};

await out(mark(192), 'icon-192.png', 192);
await out(mark(512), 'icon-512.png', 512);
await out(mark(512, 10), 'icon-maskable-512.png', 512);
await out(mark(180, 6), 'apple-touch-icon.png', 180);
await out(og, 'og-image.png');
// A 32×32 PNG inside an ICO container.
const png32 = await sharp(Buffer.from(mark(32))).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync('public/favicon.ico', Buffer.concat([header, png32]));
console.log('icons written to public/');
