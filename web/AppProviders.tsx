import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { ThemeProvider } from 'styled-components';
import { LoginModalProvider } from './components/LoginModal.tsx';
import { StepUpDialog } from './components/StepUpDialog.tsx';
import { Toaster } from './components/toast/Toaster.tsx';
import { CurrencyProvider, type Currency } from './money/currency.tsx';
import { GlobalStyle } from './theme/GlobalStyle.ts';
import { theme } from './theme/theme.ts';

/** Everything the pages rely on: Relay, i18n, the one theme, the currency, the login modal, the step-up dialog, toasts. */
export function AppProviders({ environment, i18n, currency, children }: { environment: IEnvironment; i18n: I18n; currency?: Currency; children: ReactNode }) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <CurrencyProvider initial={currency}>
            <LoginModalProvider>
              {children}
              <StepUpDialog />
              <Toaster />
            </LoginModalProvider>
          </CurrencyProvider>
        </ThemeProvider>
      </I18nextProvider>
    </RelayEnvironmentProvider>
  );
}
