import { useEffect, useState } from 'react';

/**
 * False for a page's first render, true once the browser has painted it: what lies below the fold
 * can wait for that, so that the first paint (the largest contentful one, on a slow phone) does not
 * wait for content nobody sees yet.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame after this one is drawn: a task queued from its animation frame runs once it is painted
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
