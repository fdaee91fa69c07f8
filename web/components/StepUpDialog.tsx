import { type FormEvent, useRef, useState, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type StepUpPrompt, stepUpPromptFor } from '../relay/stepUp.ts';
import { Button } from './Button.tsx';
import { TextField } from './Form.tsx';
import { Modal } from './Modal.tsx';
import { showToast } from './toast/toastStore.ts';
import { useCountdown } from './useCountdown.ts';
import { useSendStepUpCode } from './useSendStepUpCode.ts';
import { useVerifyStepUp } from './useVerifyStepUp.ts';

const STEP_UP_CODE_COUNTDOWN = 'stepUpCode';
const DEFAULT_RESEND_SECONDS = 60;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

const SendButton = styled(Button)`
  flex: none;
  height: 40px;
  min-width: 112px;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
`;

/**
 * The one step-up dialog of the app (docs/security.md "Step-up verification"): it opens when a request answers
 * that the session must be verified by SMS first, sends a code to the account's own phone, verifies
 * the session with it, and lets the network layer send the very same request again. Cancelling
 * (the button, Escape, the overlay) leaves the request refused: nothing happened.
 */
export function StepUpDialog() {
  const environment = useRelayEnvironment();
  const prompt = stepUpPromptFor(environment);
  if (!prompt) return null;
  return <StepUpDialogFor prompt={prompt} />;
}

function StepUpDialogFor({ prompt }: { prompt: StepUpPrompt }) {
  const { t } = useTranslation();
  const open = useSyncExternalStore(prompt.subscribe, prompt.isOpen, () => false);
  if (!open) return null;
  return (
    <Modal title={t('common.stepUp.title')} onClose={() => prompt.settle(false)}>
      <StepUpForm onVerified={() => prompt.settle(true)} onCancel={() => prompt.settle(false)} />
    </Modal>
  );
}

function StepUpForm({ onVerified, onCancel }: { onVerified: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const countdown = useCountdown(STEP_UP_CODE_COUNTDOWN);
  const codeInput = useRef<HTMLInputElement>(null);

  const [sendCode, sending] = useSendStepUpCode();
  const [verify, verifying] = useVerifyStepUp();

  const onSendCode = () => {
    if (countdown.secondsLeft > 0 || sending) return;
    sendCode({
      onSuccess: (result) => {
        setPhone(result.phone ?? null);
        countdown.start(result.retryAfterSeconds || DEFAULT_RESEND_SECONDS);
        showToast(t('common.stepUp.codeSent'), 'success');
        codeInput.current?.focus();
      },
      onFailure: (result, message) => {
        if (result.__typename === 'RateLimitError') countdown.start(result.retryAfterSeconds ?? DEFAULT_RESEND_SECONDS);
        if (message) showToast(message, 'error');
        if (result.__typename === 'UnauthenticatedError') onCancel();
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('common.stepUp.codeRequired'));
      return;
    }
    verify(code.trim(), {
      onSuccess: () => {
        showToast(t('common.stepUp.verified'), 'success');
        onVerified();
      },
      onFailure: (result, message) => {
        if (result.__typename === 'UnauthenticatedError') onCancel();
        else setError(message ?? undefined);
      },
    });
  };

  const sendLabel = countdown.secondsLeft > 0 ? t('common.stepUp.resendIn', { seconds: countdown.secondsLeft }) : t('common.stepUp.sendCode');

  return (
    <Form onSubmit={onSubmit} noValidate>
      <Intro>{phone ? t('common.stepUp.introSent', { phone }) : t('common.stepUp.intro')}</Intro>
      <TextField
        ref={codeInput}
        label={t('common.stepUp.code')}
        placeholder={t('common.stepUp.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          if (error) setError(undefined);
        }}
        addon={
          <SendButton type="button" onClick={onSendCode} disabled={countdown.secondsLeft > 0 || sending} data-testid="step-up-send-code">
            {sendLabel}
          </SendButton>
        }
      />
      <Actions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('common.stepUp.cancel')}
        </Button>
        <Button type="submit" $variant="primary" disabled={verifying}>
          {verifying ? t('common.stepUp.verifying') : t('common.stepUp.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
