import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from '../../web/components/useAfterFirstPaint.ts';

/** A page whose first screen is drawn at once and whose lower part waits for the first paint, as the home, market and item pages do. */
function Page() {
  const painted = useAfterFirstPaint();
  return (
    <main>
      <h1>first screen</h1>
      {painted ? <section>below the fold</section> : null}
    </main>
  );
}

describe('useAfterFirstPaint', () => {
  it('draws the first screen alone, then the rest once a frame has been painted, and stays drawn', async () => {
    const { rerender } = render(<Page />);
    expect(screen.getByRole('heading', { name: 'first screen' })).toBeTruthy();
    expect(screen.queryByText('below the fold')).toBeNull();
    expect(await screen.findByText('below the fold')).toBeTruthy();
    rerender(<Page />);
    expect(screen.getByText('below the fold')).toBeTruthy();
  });
});
