import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { CountdownConfirmButton } from './CountdownConfirmButton.tsx';
import { Modal } from './Modal.tsx';

const Text = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * A question with a confirming and a cancelling button (Escape, the overlay and × cancel). With a
 * `countdown` name the confirming button counts down 3, 2, 1 before it can be pressed. An
 * `alternative` is a third answer, between the two (the unsaved-changes prompt's "leave without
 * saving").
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  countdown,
  confirmTestId,
  alternative,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** The countdown's name (see CountdownConfirmButton); none: the button can be pressed at once. */
  countdown?: string;
  confirmTestId?: string;
  alternative?: { label: string; onClick: () => void };
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <Text>{children}</Text>
      <Actions>
        <Button type="button" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {alternative ? (
          <Button type="button" onClick={alternative.onClick} disabled={busy}>
            {alternative.label}
          </Button>
        ) : null}
        {countdown ? (
          <CountdownConfirmButton name={countdown} onClick={onConfirm} busy={busy} testId={confirmTestId}>
            {confirmLabel}
          </CountdownConfirmButton>
        ) : (
          <Button type="button" $variant="primary" onClick={onConfirm} disabled={busy} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        )}
      </Actions>
    </Modal>
  );
}
