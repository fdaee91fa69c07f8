import { useContext, useEffect, useState } from 'react';
import { UNSAFE_LocationContext } from 'react-router';

/** Whether the app has painted a page already: after that, a move back or forward draws pages whole. */
let appPainted = false;

/**
 * False for a page's first render, true once the browser has painted it: what lies below the fold
 * can wait for that, so that the first paint (the largest contentful one, on a slow phone) does not
 * wait for content nobody sees yet. A page reached by back or forward in the running app is drawn
 * whole at once: the scroll position it is restored to lies below its first screen, and a page
 * drawn short would clamp it.
 */
export function useAfterFirstPaint(): boolean {
  // outside a router (a component test) there is no navigation: the first render waits as on a first visit
  const navigationType = useContext(UNSAFE_LocationContext)?.navigationType;
  const [painted, setPainted] = useState(() => appPainted && navigationType === 'POP');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame after this one is drawn: a task queued from its animation frame runs once it is painted
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        appPainted = true;
        setPainted(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
