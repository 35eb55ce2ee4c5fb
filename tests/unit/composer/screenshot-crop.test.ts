import { describe, expect, it } from 'vitest';
import { byKey, fromDrag, moved, resized, whole, type Rect } from '@/lib/composer/crop';

const size = { width: 800, height: 600 };
const rect: Rect = { x: 100, y: 100, width: 200, height: 100 };
const key = (name: string, mods: { shift?: boolean; alt?: boolean } = {}) => ({
  key: name,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
});

describe('the crop rectangle', () => {
  it('starts as the whole picture', () => {
    expect(whole(size)).toEqual({ x: 0, y: 0, width: 800, height: 600 });
  });

  it.each<[string, { x: number; y: number }, { x: number; y: number }, Rect | null]>([
    ['down and right', { x: 10, y: 20 }, { x: 110, y: 70 }, { x: 10, y: 20, width: 100, height: 50 }],
    ['up and left: either corner first', { x: 110, y: 70 }, { x: 10, y: 20 }, { x: 10, y: 20, width: 100, height: 50 }],
    ['past the edge: kept inside', { x: 700, y: 500 }, { x: 950, y: 900 }, { x: 700, y: 500, width: 100, height: 100 }],
    [
      'fractions round to whole pixels',
      { x: 10.4, y: 20.6 },
      { x: 60.5, y: 41.2 },
      { x: 10, y: 21, width: 51, height: 20 },
    ],
    ['a click, not a drag', { x: 10, y: 10 }, { x: 13, y: 12 }, null],
  ])('a drag %s', (_name, start, end, expected) => {
    expect(fromDrag(start, end, size)).toEqual(expected);
  });

  it.each<[string, ReturnType<typeof key>, Rect | null]>([
    ['→ moves right', key('ArrowRight'), { ...rect, x: 110 }],
    ['↑ moves up', key('ArrowUp'), { ...rect, y: 90 }],
    ['alt+← moves one pixel', key('ArrowLeft', { alt: true }), { ...rect, x: 99 }],
    ['shift+→ widens', key('ArrowRight', { shift: true }), { ...rect, width: 210 }],
    ['shift+↑ makes it lower', key('ArrowUp', { shift: true }), { ...rect, height: 90 }],
    ['another key does nothing', key('a'), null],
  ])('%s', (_name, pressed, expected) => {
    expect(byKey(rect, pressed, size)).toEqual(expected);
  });

  it('never moves out of the picture', () => {
    expect(moved(rect, -500, 900, size)).toEqual({ ...rect, x: 0, y: 500 });
  });

  it('never grows past the edge nor shrinks below 8 pixels', () => {
    expect(resized(rect, 1000, -1000, size)).toEqual({ ...rect, width: 700, height: 8 });
  });
});
