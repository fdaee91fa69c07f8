import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['9xl']};
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['5xl']};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  height: 38px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.accent : theme.colors.surfaceRaised)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.accentText : theme.colors.text)};
  font-weight: 500;
`;

/** A full-page message with a code, a title, a text and actions (404, server error). */
export function StatusMessage({ code, title, text, actions }: { code: string; title: string; text: string; actions: ReactNode }) {
  return (
    <Box>
      <Code aria-hidden="true">{code}</Code>
      <Title>{title}</Title>
      <Text>{text}</Text>
      <Actions>{actions}</Actions>
    </Box>
  );
}

/** The 404 content, also shown by pages whose item does not exist. */
export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      code="404"
      title={t('page.notFound.title')}
      text={t('page.notFound.text')}
      actions={
        <>
          <ActionLink to="/" $primary>
            {t('common.backHome')}
          </ActionLink>
          <ActionLink to="/market">{t('page.notFound.toMarket')}</ActionLink>
        </>
      }
    />
  );
}
