import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

export const TextInput = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  min-width: 0;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  &::placeholder { color: ${({ theme }) => theme.colors.textFaint}; }
  &:focus { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.accent)}; outline: none; }
  &:disabled { opacity: 0.6; }
`;

/** A select among a form's fields. */
export const SelectInput = styled.select`
  height: 38px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

const FieldLabel = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const FieldRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

type FieldProps = {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Shown beside the input (a button). */
  addon?: ReactNode;
  /** Shown instead of the label for screen readers only. */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled text input with its error in place (announced) and an optional button beside it. */
export function TextField({ label, error, hint, addon, hideLabel, ref, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <FieldLabel htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </FieldLabel>
      <FieldRow>
        <TextInput
          ref={ref}
          id={id}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </FieldRow>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : hint ? (
        <Hint>{hint}</Hint>
      ) : null}
    </FieldBox>
  );
}

const TextArea = styled.textarea<{ $invalid?: boolean; $mono?: boolean }>`
  width: 100%;
  min-width: 0;
  min-height: 112px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme, $mono }) => ($mono ? theme.font.mono : 'inherit')};
  font-size: ${({ theme, $mono }) => ($mono ? theme.fontSize.sm : theme.fontSize.md)};
  line-height: 1.5;
  resize: vertical;
  &::placeholder { color: ${({ theme }) => theme.colors.textFaint}; }
  &:focus { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.accent)}; outline: none; }
  &:disabled { opacity: 0.6; }
`;

type TextAreaFieldProps = {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Monospaced text (keys, code). */
  mono?: boolean;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input with its error in place (announced), like TextField. */
export function TextAreaField({ label, error, hint, mono, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea
        id={id}
        $invalid={Boolean(error)}
        $mono={mono}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : hint ? (
        <Hint>{hint}</Hint>
      ) : null}
    </FieldBox>
  );
}

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.5;
  cursor: pointer;
  input { margin: ${({ theme }) => theme.space(0.75)} 0 0; accent-color: ${({ theme }) => theme.colors.accent}; }
  strong { color: ${({ theme }) => theme.colors.link}; font-weight: 500; }
`;

/** A checkbox with its label (and an optional error under it). */
export function Checkbox({
  children,
  error,
  ...input
}: { children: ReactNode; error?: string | null } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>) {
  const id = useId();
  return (
    <FieldBox>
      <CheckLabel>
        <input type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        <span>{children}</span>
      </CheckLabel>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldBox>
  );
}
