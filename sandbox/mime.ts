import { extname } from 'node:path';
import type { MediaKind } from './state.ts';

/** Common image and video extensions, for parts sent as application/octet-stream. */
const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  ogv: 'video/ogg',
  '3gp': 'video/3gpp',
  txt: 'text/plain',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
};

const EXTENSION_OF: Record<string, string> = Object.fromEntries(
  Object.entries(BY_EXTENSION)
    .reverse()
    .map(([ext, mime]) => [mime, ext]),
);

function extensionOf(filename: string | undefined): string {
  return extname(filename ?? '')
    .slice(1)
    .toLowerCase();
}

/**
 * "MIME type detected at upload": the part's own Content-Type, or — when it says nothing useful
 * (application/octet-stream, empty) — the one its filename's extension implies.
 */
export function detectMime(partType: string | undefined, filename: string | undefined): string {
  const declared = (partType ?? '').split(';')[0]!.trim().toLowerCase();
  if (declared !== '' && declared !== 'application/octet-stream') return declared;
  return BY_EXTENSION[extensionOf(filename)] ?? 'application/octet-stream';
}

/** Only images and videos are media (415 otherwise). */
export function kindOf(mime: string): MediaKind | undefined {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return undefined;
}

/** File name extension for the stored copy. */
export function storedExtension(mime: string, filename: string | undefined): string {
  const fromName = extensionOf(filename);
  if (BY_EXTENSION[fromName] === mime) return fromName;
  return EXTENSION_OF[mime] ?? (/^[a-z0-9]{1,8}$/.test(fromName) ? fromName : 'bin');
}
