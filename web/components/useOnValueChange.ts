import { useState } from 'react';

/**
 * Runs `onChange` (state setters of the calling component) when `value` differs from the one seen
 * at the previous render. Adjusting state during render, not in an effect, means nothing runs at
 * mount: an effect would, and could overwrite what the user typed or selected right away.
 */
export function useOnValueChange(value: string, onChange: () => void): void {
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    onChange();
  }
}
