import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useOnValueChange } from '../../web/components/useOnValueChange.ts';

/** A text field that follows `fromUrl` when it changes, like the market's and inventory's filters. */
function Field({ fromUrl }: { fromUrl: string }) {
  const [text, setText] = useState(fromUrl);
  useOnValueChange(fromUrl, () => setText(fromUrl));
  return <input aria-label="field" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('useOnValueChange', () => {
  it('keeps what is typed until the followed value changes, then follows it', () => {
    const { rerender } = render(<Field fromUrl="a" />);
    const input = screen.getByRole('textbox', { name: 'field' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'typed' } });
    rerender(<Field fromUrl="a" />);
    expect(input.value).toBe('typed');
    rerender(<Field fromUrl="b" />);
    expect(input.value).toBe('b');
  });

  it('does nothing at mount', () => {
    const calls: string[] = [];
    function Probe({ value }: { value: string }) {
      useOnValueChange(value, () => calls.push(value));
      return null;
    }
    const { rerender } = render(<Probe value="x" />);
    expect(calls).toEqual([]);
    rerender(<Probe value="y" />);
    expect(calls).toEqual(['y']);
  });
});
