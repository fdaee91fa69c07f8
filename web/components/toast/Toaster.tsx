import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { HEADER_BOTTOM_VARIABLE } from '../../layout/headerBottom.ts';
import { getToasts, subscribeToasts, type Toast, type ToastKind } from './toastStore.ts';

/**
 * Toasts at the top centre, for 2 s (docs/web-client.md "Messages and errors"); below the site's sticky
 * header (its height is kept in a CSS variable by web/layout/Header.tsx), so they never cover its
 * search box or account menu. A page without the header (/sans, /downloadh5.html) has them at the top.
 */
const Stack = styled.div`
  position: fixed;
  top: calc(var(${HEADER_BOTTOM_VARIABLE}, 0px) + ${({ theme }) => theme.space(4)});
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
  width: max-content;
  max-width: calc(100vw - 32px);
`;

const Bubble = styled.div<{ $kind: ToastKind }>`
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid
    ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : $kind === 'success' ? theme.colors.success : theme.colors.border)};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  text-align: center;
  animation: toast-in 0.18s ease-out;
  @keyframes toast-in {
    from { opacity: 0; transform: translateY(-8px); }
    to { opacity: 1; transform: none; }
  }
`;

/** A page rendered on the server has no toast: the server's store is not the visitor's, and a toast shown before hydration comes right after it. */
const NO_TOASTS: readonly Toast[] = [];
const noToasts = () => NO_TOASTS;

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, noToasts);
  return (
    <Stack role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Bubble key={toast.id} $kind={toast.kind} data-testid="toast">
          {toast.message}
        </Bubble>
      ))}
    </Stack>
  );
}
