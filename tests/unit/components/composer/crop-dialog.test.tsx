import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CropDialog } from '@/components/composer/CropDialog';

/** The crop as the browser makes it: happy-dom has no canvas, so by default it fails as a browser without one would. */
const failing = (): Promise<Blob> => Promise.reject(new Error('no canvas'));
const crop = vi.hoisted(() => ({ make: (): Promise<Blob> => Promise.reject(new Error('no canvas')) }));
vi.mock('@/lib/composer/crop-image', () => ({ cropToPng: () => crop.make() }));
afterEach(() => {
  crop.make = failing;
});

afterEach(cleanup);

/** The dialog over an 800 × 600 capture, once the picture has loaded. */
function open() {
  const onAttach = vi.fn();
  const onCancel = vi.fn();
  const view = render(<CropDialog dataUrl="data:image/png;base64,AAAA" onAttach={onAttach} onCancel={onCancel} />);
  const img = view.container.querySelector('img')!;
  Object.defineProperty(img, 'naturalWidth', { value: 800 });
  Object.defineProperty(img, 'naturalHeight', { value: 600 });
  fireEvent.load(img);
  return { onAttach, onCancel, area: screen.getByRole('group', { name: 'Crop area' }) };
}

describe('the crop dialog', () => {
  it('is a named dialog whose crop area takes the focus, with its instructions and size as its description', async () => {
    const { area } = open();
    expect(screen.getByRole('dialog', { name: 'Crop the screenshot' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(area));
    const described = area
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(described[0]).toContain('arrow keys move the selection');
    expect(described[1]).toBe('Selected: 800 × 600 pixels');
  });

  it('resizes with shift+arrows and moves with arrows, inside the picture', () => {
    const { area } = open();
    fireEvent.keyDown(area, { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(area, { key: 'ArrowUp', shiftKey: true });
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    fireEvent.keyDown(area, { key: 'ArrowRight', altKey: true });
    expect(screen.getByText('Selected: 790 × 590 pixels')).toBeTruthy();
    const rect = area.querySelector<HTMLElement>('.crop-rect')!;
    expect(rect.style.left).toBe('1.25%'); // 10 px of 800: the move stops at the edge
  });

  it('keeps Tab inside the dialog: from its last button back to the crop area, and back again with shift', () => {
    const { area } = open();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(area);
    fireEvent.keyDown(area, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
  });

  it('Escape cancels, from anywhere in the dialog', () => {
    const { onCancel, onAttach } = open();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Attach this part' }), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onAttach).not.toHaveBeenCalled();
  });

  it('attaches once however often Enter is pressed while the crop is made, and says it is at work', async () => {
    let finish: (png: Blob) => void = () => undefined;
    crop.make = vi.fn(() => new Promise<Blob>((resolve) => (finish = resolve)));
    const { area, onAttach } = open();
    fireEvent.keyDown(area, { key: 'Enter' });
    fireEvent.keyDown(area, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Attaching…' }));
    expect(crop.make).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Attaching…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true');
    const png = new Blob(['png']);
    finish(png);
    await waitFor(() => expect(onAttach).toHaveBeenCalledTimes(1));
    expect(onAttach).toHaveBeenCalledWith(png);
  });

  it('Enter attaches; a crop the browser cannot make is said, with what to do', async () => {
    const { area, onAttach } = open();
    fireEvent.keyDown(area, { key: 'Enter' }); // the crop fails, as without a canvas to encode with
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('could not be cropped'),
    );
    expect(onAttach).not.toHaveBeenCalled();
    // Said, the button is back for another try.
    expect(screen.getByRole('button', { name: 'Attach this part' })).toHaveProperty('disabled', false);
  });
});
