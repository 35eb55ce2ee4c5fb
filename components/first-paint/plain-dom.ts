/**
 * The few DOM builders the first paint draws with (paint-first-screen.ts): plain elements, the composer's icons, room
 * kept unseen, and avatars whose address is given after the paint. No framework: the first paint carries none.
 */
import { PATHS, type IconName } from '../ui/icon-paths';

type Child = Node | string | false | null | undefined;
type Attributes = Record<string, string | boolean | undefined>;

export function el(tag: string, attributes: Attributes = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) node.setAttribute(name, '');
    else if (typeof value === 'string') node.setAttribute(name, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

export function icon(name: IconName): SVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  for (const [k, v] of [
    ['class', `icon icon-${name}`],
    ['viewBox', '0 0 24 24'],
    ['aria-hidden', 'true'],
    ['focusable', 'false'],
  ])
    svg.setAttribute(k!, v!);
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', PATHS[name]);
  svg.append(path);
  return svg;
}

/** Room kept for what the composer fills in; not seen, not focusable, not read out. */
export function reserved<T extends HTMLElement>(node: T): T {
  node.style.visibility = 'hidden';
  node.setAttribute('aria-hidden', 'true');
  return node;
}

/**
 * An avatar whose address is given after this paint, as the composer does (components/composer/AccountOption.tsx):
 * setting an image's src costs the page time at once, and the picture comes from the network after the paint anyway.
 */
export function picture(url: string): HTMLElement {
  const image = el('img', {
    class: 'avatar',
    loading: 'lazy',
    decoding: 'async',
    alt: '',
    width: '36',
    height: '36',
  }) as HTMLImageElement;
  requestAnimationFrame(() => setTimeout(() => (image.src = url)));
  return image;
}
