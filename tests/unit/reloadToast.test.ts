import { afterEach, describe, expect, it, vi } from 'vitest';
import { showReloadToast } from '../../web/components/toast/reloadToast.ts';
import { clearToasts, getToasts } from '../../web/components/toast/toastStore.ts';

describe('the reload toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearToasts();
  });

  it('shows the success message, then reloads the page after 2 seconds, not before', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    showReloadToast('已切换为中文，页面即将刷新', reload);
    expect(getToasts()).toEqual([expect.objectContaining({ message: '已切换为中文，页面即将刷新', kind: 'success' })]);
    vi.advanceTimersByTime(1999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });
});
