import { useEffect, useState, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { useCountdown } from './useCountdown.ts';

/** Listing and repricing confirm buttons count down 3 seconds (docs/web-client.md "Amounts, dates and times"): a price is read before it is sent. */
export const CONFIRM_COUNTDOWN_SECONDS = 3;

/**
 * A confirming button that counts down (3, 2, 1) from the moment it appears and can be pressed
 * only afterwards. The seconds left are shown beside the label.
 */
export function CountdownConfirmButton({
  name,
  children,
  onClick,
  busy = false,
  seconds = CONFIRM_COUNTDOWN_SECONDS,
  testId,
}: {
  /** The countdown's name (useCountdown's storage entry). */
  name: string;
  children: ReactNode;
  onClick: () => void;
  busy?: boolean;
  seconds?: number;
  testId?: string;
}) {
  const { secondsLeft, start } = useCountdown(name);
  // enabled only once the countdown has been seen running and has reached 0
  const [counted, setCounted] = useState(seconds <= 0);
  useEffect(() => {
    start(seconds);
  }, [start, seconds]);
  useEffect(() => {
    if (secondsLeft > 0) setCounted(true);
  }, [secondsLeft]);
  const counting = !counted || secondsLeft > 0;
  return (
    <Button
      type="button"
      $variant="primary"
      onClick={onClick}
      disabled={counting || busy}
      data-testid={testId}
      data-countdown={counting ? secondsLeft : undefined}
    >
      {children}
      {counting && secondsLeft > 0 ? <span aria-hidden="true">({secondsLeft})</span> : null}
    </Button>
  );
}
