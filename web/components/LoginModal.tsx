import { createContext, useCallback, useContext, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { normalizeMainlandPhone } from '../../lib/phone.ts';
import { refreshSession } from '../session/Session.tsx';
import { Button } from './Button.tsx';
import { Checkbox, TextField } from './Form.tsx';
import { Modal } from './Modal.tsx';
import { showToast } from './toast/toastStore.ts';
import { useCountdown } from './useCountdown.ts';
import { useLogin } from './useLogin.ts';
import { useSendLoginCode } from './useSendLoginCode.ts';

/** What the opener wants after the modal: a guard reloads its page on success, leaves on dismiss. */
export type LoginModalOptions = {
  /** Called after a successful login (the viewer is already in the store). */
  onSuccess?: () => void;
  /** Called when the user closes the modal without logging in. */
  onDismiss?: () => void;
};

type LoginModalContextValue = {
  isOpen: boolean;
  open: (options?: LoginModalOptions) => void;
  /** Closes the modal without calling onDismiss (its opener went away). */
  close: () => void;
};
const LoginModalContext = createContext<LoginModalContextValue>({ isOpen: false, open: () => undefined, close: () => undefined });

/** The name of the send-code button's countdown in the `button` storage entry. */
export const LOGIN_CODE_COUNTDOWN = 'loginCode';
/** The API's rule: a phone may ask for a new code 60 s after the last one (docs/security.md "Signing in"). */
export const DEFAULT_RESEND_SECONDS = 60;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Checks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const SendButton = styled(Button)`
  flex: none;
  height: 40px;
  min-width: 112px;
`;

const Submit = styled(Button)`
  width: 100%;
  height: 42px;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const AgreementAnchor = styled.a`
  color: ${({ theme }) => theme.colors.link};
  font-weight: 500;
  &:hover { text-decoration: underline; }
`;

/**
 * An agreement of the login form, opened in a new tab so the form stays as filled. A link is
 * interactive content: clicking it inside the checkbox's label does not tick the checkbox.
 */
function AgreementLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AgreementAnchor href={href} target="_blank" rel="noopener noreferrer" title={t('common.content.newTab')}>
      {children}
    </AgreementAnchor>
  );
}

type FieldErrors = { phone?: string; code?: string; agree?: string };
type TypedError = { __typename: string; message?: string; field?: string | null; retryAfterSeconds?: number };

const FIELDS = new Set<keyof FieldErrors>(['phone', 'code', 'agree']);

/**
 * The phone + SMS code form: the number is checked here with the API's own message before
 * anything is sent; "send code" counts down 60 s after a send (the API's retryAfterSeconds); the
 * agreements must be accepted; keep-login keeps the session for 15 days. Field errors of the API's
 * typed results are shown under their field, other errors as toasts.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agree, setAgree] = useState(false);
  const [keepLogin, setKeepLogin] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [completing, setCompleting] = useState(false);
  const countdown = useCountdown(LOGIN_CODE_COUNTDOWN);
  const codeInput = useRef<HTMLInputElement>(null);

  const [sendCode, sending] = useSendLoginCode();
  const [login, loggingIn] = useLogin();

  /** An API error: under its field when it names one of ours, otherwise a toast. */
  const showError = (error: TypedError) => {
    const field = error.field as keyof FieldErrors | null | undefined;
    if (field && FIELDS.has(field) && error.message) setErrors((current) => ({ ...current, [field]: error.message }));
    else if (error.message) showToast(error.message, 'error');
  };

  const phoneError = (value: string) => (normalizeMainlandPhone(value) ? undefined : t('common.login.errors.phone'));

  const onSendCode = () => {
    const problem = phoneError(phone);
    setErrors((current) => ({ ...current, phone: problem }));
    if (problem || countdown.secondsLeft > 0 || sending) return;
    sendCode(phone.trim(), {
      onSuccess: (result) => {
        countdown.start(result.retryAfterSeconds || DEFAULT_RESEND_SECONDS);
        showToast(t('common.login.codeSent'), 'success');
        codeInput.current?.focus();
      },
      onFailure: (result) => {
        if (result.__typename === 'RateLimitError') countdown.start(result.retryAfterSeconds ?? DEFAULT_RESEND_SECONDS);
        showError(result as TypedError);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (loggingIn || completing) return;
    const next: FieldErrors = {
      phone: phoneError(phone),
      code: code.trim() ? undefined : t('common.login.errors.code'),
      agree: agree ? undefined : t('common.login.errors.agree'),
    };
    setErrors(next);
    if (next.phone || next.code || next.agree) return;
    login(
      { phone: phone.trim(), code: code.trim(), agree, keepLogin },
      {
        onSuccess: () => {
          // The session cookie is set: the session query loads the user as everywhere else (the
          // login payload's viewer cannot answer the viewer-only fields: the request had no session).
          setCompleting(true);
          void refreshSession(environment).then(() => {
            setCompleting(false);
            showToast(t('common.login.success'), 'success');
            onLoggedIn();
          });
        },
        onFailure: (result) => showError(result as TypedError),
      },
    );
  };

  const sendLabel = countdown.secondsLeft > 0 ? t('common.login.resendIn', { seconds: countdown.secondsLeft }) : t('common.login.sendCode');

  return (
    <Form onSubmit={onSubmit} noValidate>
      <TextField
        label={t('common.login.phone')}
        placeholder={t('common.login.phonePlaceholder')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        error={errors.phone}
        onChange={(event) => {
          setPhone(event.target.value);
          if (errors.phone) setErrors((current) => ({ ...current, phone: undefined }));
        }}
      />
      <TextField
        ref={codeInput}
        label={t('common.login.code')}
        placeholder={t('common.login.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={errors.code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          if (errors.code) setErrors((current) => ({ ...current, code: undefined }));
        }}
        addon={
          <SendButton type="button" onClick={onSendCode} disabled={countdown.secondsLeft > 0 || sending} data-testid="send-code">
            {sendLabel}
          </SendButton>
        }
      />
      <Checks>
        <Checkbox checked={keepLogin} onChange={(event) => setKeepLogin(event.target.checked)}>
          {t('common.login.keepLogin')}
        </Checkbox>
        <Checkbox
          checked={agree}
          error={errors.agree}
          onChange={(event) => {
            setAgree(event.target.checked);
            if (event.target.checked) setErrors((current) => ({ ...current, agree: undefined }));
          }}
        >
          <span data-testid="login-agreement">
            <Trans
              i18nKey="common.login.agreement"
              components={{ service: <AgreementLink href="/agreement/service" />, privacy: <AgreementLink href="/agreement/privacy" /> }}
            />
          </span>
        </Checkbox>
      </Checks>
      <Submit type="submit" $variant="primary" disabled={loggingIn || completing}>
        {loggingIn || completing ? t('common.login.submitting') : t('common.login.submit')}
      </Submit>
    </Form>
  );
}

/** The login modal (docs/web-client.md "Signing in and out"). */
export function LoginModal({ onClose, onLoggedIn }: { onClose: () => void; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('common.login.title')} onClose={onClose}>
      <Intro>{t('common.login.intro')}</Intro>
      <LoginForm onLoggedIn={onLoggedIn} />
    </Modal>
  );
}

/**
 * Lets any part of the app open the login modal: the header button (the user stays on the page),
 * the user area's guard (it reloads the page after login and leaves when the modal is closed).
 */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<LoginModalOptions | null>(null);
  const open = useCallback((next: LoginModalOptions = {}) => setOptions(next), []);
  const close = useCallback(() => setOptions(null), []);
  const isOpen = options !== null;
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  // The callbacks keep the options of this opening: a login that completes after its opener went
  // away (the guard unmounts as soon as the user is signed in) still reaches the opener's onSuccess.
  const dismiss = useCallback(() => {
    setOptions(null);
    options?.onDismiss?.();
  }, [options]);
  const loggedIn = useCallback(() => {
    setOptions(null);
    options?.onSuccess?.();
  }, [options]);
  return (
    <LoginModalContext.Provider value={value}>
      {children}
      {isOpen ? <LoginModal onClose={dismiss} onLoggedIn={loggedIn} /> : null}
    </LoginModalContext.Provider>
  );
}

export function useLoginModal(): LoginModalContextValue {
  return useContext(LoginModalContext);
}
