import { h, type ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A component whose code loads the first time it is rendered: a whole feature the first screen does not show. */
export function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  return function Later(props: P) {
    const [, redraw] = useState(0);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      void (loading ??= load().then((component) => void (loaded = component))).then(() => live && redraw((n) => n + 1));
      return () => void (live = false);
    }, []);
    return loaded ? h(loaded, props) : null;
  };
}
