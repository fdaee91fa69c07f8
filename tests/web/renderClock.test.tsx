import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRenderClock } from '../../web/components/renderClock.ts';
import { useRelativeTime } from '../../web/components/useRelativeTime.ts';
import { createTestI18n } from './helpers/i18n.ts';

function ListedAt({ iso }: { iso: string }) {
  const relative = useRelativeTime();
  return <p>{relative(iso)}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('relative times of a page rendered on the server', () => {
  it('hydrate with the text the server wrote, then move to the browser clock', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const listed = new Date('2026-11-26T08:00:00Z');
    const i18n = createTestI18n('en');
    const page = (
      <I18nextProvider i18n={i18n}>
        <ListedAt iso={listed.toISOString()} />
      </I18nextProvider>
    );

    // the server renders 30 s after the listing: "just now"
    vi.setSystemTime(listed.getTime() + 30_000);
    setRenderClock(Date.now());
    const html = renderToString(page);
    expect(html).toContain('just now');

    // the browser hydrates two minutes later, on a slow phone
    vi.setSystemTime(listed.getTime() + 150_000);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    // no mismatch: the server's element was kept, and it now says what the browser's clock says
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('2 minutes ago');
  });
});
