import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

const Text = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** A question with a confirming and a cancelling button (Escape, the overlay and × cancel). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <Text>{children}</Text>
      <Actions>
        <Button type="button" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="button" $variant="primary" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
