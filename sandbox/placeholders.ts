import { crc32, deflateSync } from 'node:zlib';
import type { AccountType } from './state.ts';

/**
 * Small generated files so the seed needs no binary assets: PNG images for the seeded image
 * media, a tiny MP4-looking placeholder for seeded videos, and SVG avatars for accounts.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A diagonal two-colour gradient PNG (RGB, 8 bits per channel). */
export function gradientPng(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression/filter/interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height - 2);
      for (let ch = 0; ch < 3; ch++) {
        rows[row + 1 + x * 3 + ch] = Math.round(from[ch]! + (to[ch]! - from[ch]!) * t);
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Not a playable video: an `ftyp` box and padding, enough for a file to look like MP4. */
export function placeholderMp4(): Buffer {
  const ftyp = Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(1000)]);
}

const PLATFORM_COLOURS: Record<AccountType, string> = {
  twitter: '#1d9bf0',
  linkedin: '#0a66c2',
  linkedin_page: '#004182',
  instagram: '#d62976',
  facebook: '#1877f2',
  threads: '#101010',
  bluesky: '#0085ff',
  pinterest: '#e60023',
  youtube: '#ff0000',
  tiktok: '#25f4ee',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A round avatar with the account's initials on its platform's colour. */
export function avatarSvg(name: string, type: AccountType): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
  const fg = type === 'tiktok' ? '#000000' : '#ffffff';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${PLATFORM_COLOURS[type]}"/>` +
    `<text x="48" y="58" font-family="system-ui, sans-serif" font-size="32" font-weight="600" ` +
    `text-anchor="middle" fill="${fg}">${escapeXml(initials)}</text></svg>`
  );
}
