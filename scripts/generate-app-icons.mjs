// Draws the installable app's PNG icons from the geometry of app/icon.svg (node:zlib only, no image library):
//   node scripts/generate-app-icons.mjs
// writes public/icons/icon-192.png and icon-512.png (the rounded tile, for "any") and icon-maskable-512.png (the
// tile's colour to the edges with the mark inside the 80 % safe zone, for launchers that cut their own shape).
// Run again after changing the brand mark, and commit the PNGs.
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const BRAND = [0x00, 0x7e, 0xc6];
const FOREGROUND = [0xf9, 0xfc, 0xff];

/** The mark in app/icon.svg's 32-unit box: the chart line, its end dot and the faint base line. */
const CHART = [
  [7, 21.5],
  [12.5, 15],
  [16.5, 18.5],
  [25, 9.5],
];

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function insideRoundedSquare(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return x >= 0 && y >= 0 && x <= size && y <= size && Math.hypot(x - cx, y - cy) <= radius;
}

/** RGBA colour of one point of the 32-unit drawing; `maskable` fills the square and shrinks the mark. */
function sample(x, y, maskable) {
  if (!maskable && !insideRoundedSquare(x, y, 32, 8)) return [0, 0, 0, 0];
  // The maskable mark is scaled to 70 % around the centre so it stays inside the safe zone.
  const [ux, uy] = maskable ? [16 + (x - 16) / 0.7, 16 + (y - 16) / 0.7] : [x, y];
  let line = 0;
  for (let i = 0; i < CHART.length - 1; i++) {
    if (distanceToSegment(ux, uy, CHART[i], CHART[i + 1]) <= 2.75 / 2) line = 1;
  }
  if (Math.hypot(ux - 25, uy - 9.5) <= 2.25) line = 1;
  if (!line && distanceToSegment(ux, uy, [7, 25], [25, 25]) <= 0.75) line = 0.45;
  return [...BRAND.map((c, i) => c + (FOREGROUND[i] - c) * line), 255];
}

function draw(size, maskable) {
  const grid = 4; // 16 samples per pixel smooth the edges
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let px = 0; px < size; px++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < grid; sy++) {
        for (let sx = 0; sx < grid; sx++) {
          const [cr, cg, cb, ca] = sample(
            ((px + (sx + 0.5) / grid) / size) * 32,
            ((py + (sy + 0.5) / grid) / size) * 32,
            maskable,
          );
          r += cr * ca;
          g += cg * ca;
          b += cb * ca;
          a += ca;
        }
      }
      const offset = 1 + px * 4;
      if (a > 0) {
        row[offset] = Math.round(r / a);
        row[offset + 1] = Math.round(g / a);
        row[offset + 2] = Math.round(b / a);
      }
      row[offset + 3] = Math.round(a / (grid * grid));
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (RFC 2083) of 8-bit RGBA scanlines, each already prefixed with filter type 0. */
function png(size, scanlines) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(scanlines, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

writeFileSync("public/icons/icon-192.png", draw(192, false));
writeFileSync("public/icons/icon-512.png", draw(512, false));
writeFileSync("public/icons/icon-maskable-512.png", draw(512, true));
console.log("wrote public/icons/icon-192.png, icon-512.png, icon-maskable-512.png");
