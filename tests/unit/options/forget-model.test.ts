import { describe, expect, it, vi } from 'vitest';
import { createForgetModel } from '@/lib/options/forget-model';

function setUp(answer: () => Promise<unknown>) {
  const request = vi.fn(answer);
  const pageStorage = { clear: vi.fn() };
  const afterwards = vi.fn();
  const model = createForgetModel({ ask: request as never, pageStorage, afterwards });
  return { model, request, pageStorage, afterwards };
}

describe('Forget everything on this browser', () => {
  it('asks first: nothing is deleted until the person confirms, and Cancel deletes nothing', () => {
    const { model, request, pageStorage } = setUp(async () => ({}));
    model.ask();
    expect(model.step.value).toBe('confirming');
    model.cancel();
    expect(model.step.value).toBe('idle');
    expect(request).not.toHaveBeenCalled();
    expect(pageStorage.clear).not.toHaveBeenCalled();
  });

  it('confirmed: the background forgets, the page empties localStorage, the page shows where things stand', async () => {
    const { model, request, pageStorage, afterwards } = setUp(async () => ({}));
    model.ask();
    await model.confirm();
    expect(request).toHaveBeenCalledWith('privacy.forget', {});
    expect(pageStorage.clear).toHaveBeenCalledOnce();
    expect(model.step.value).toBe('done');
    expect(model.result.value).toMatch(/forgot everything/);
    expect(afterwards).toHaveBeenCalledOnce();
  });

  it('a step that failed is said, with what to do; localStorage is emptied all the same', async () => {
    const { model, pageStorage } = setUp(async () => {
      throw new Error('quota');
    });
    await model.confirm();
    expect(pageStorage.clear).toHaveBeenCalledOnce();
    expect(model.step.value).toBe('failed');
    expect(model.result.value).toMatch(/again/);
  });
});
