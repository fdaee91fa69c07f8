import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from './Modal.tsx';

type LoginModalContextValue = { isOpen: boolean; open: () => void; close: () => void };
const LoginModalContext = createContext<LoginModalContextValue>({ isOpen: false, open: () => undefined, close: () => undefined });

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Agreement = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 12px;
  strong { color: ${({ theme }) => theme.colors.link}; font-weight: 500; }
`;

/**
 * The login modal's shell (SPEC §2, §5): title, close, the service and privacy agreement notice.
 * The phone + SMS code form is the accounts feature's and is rendered as the children.
 */
export function LoginModal({ onClose, children }: { onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('common.login.title')} onClose={onClose}>
      <Intro>{t('common.login.intro')}</Intro>
      {children}
      <Agreement data-testid="login-agreement">
        <Trans i18nKey="common.login.agreement" components={{ service: <strong />, privacy: <strong /> }} />
      </Agreement>
    </Modal>
  );
}

/** Lets any part of the app open the login modal (the header button, later the route guards). */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return (
    <LoginModalContext.Provider value={value}>
      {children}
      {isOpen ? <LoginModal onClose={close} /> : null}
    </LoginModalContext.Provider>
  );
}

export function useLoginModal(): LoginModalContextValue {
  return useContext(LoginModalContext);
}
