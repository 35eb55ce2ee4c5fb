import { h, type ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * A component whose code loads the first time it is rendered, or when `load()` is called: for the parts of the
 * composer a first screen does not show, so that the popup's chunk stays within its size (docs/design.md §5).
 */
export function later<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { load(): Promise<void> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const ensure = () => (loading ??= load().then((component) => void (loaded = component)));
  function Later(props: P) {
    const [, redraw] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      void ensure().then(() => live && redraw((n) => n + 1));
      return () => void (live = false);
    }, []);
    const Loaded = loaded;
    return Loaded ? h(Loaded, props) : null;
  }
  return Object.assign(Later, { load: ensure });
}
