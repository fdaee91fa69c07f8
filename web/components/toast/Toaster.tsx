import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { getToasts, subscribeToasts, type ToastKind } from './toastStore.ts';

const Stack = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space(4)};
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

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
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
