import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MessageRow_message$key } from '../../../__generated__/MessageRow_message.graphql.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useReadMessage } from './useReadMessage.ts';

const Item = styled.li<{ $read: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child { border-bottom: 0; }
`;

const Head = styled.button<{ $read: boolean }>`
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  border: 0;
  background: transparent;
  text-align: left;
  color: ${({ theme, $read }) => ($read ? theme.colors.textMuted : theme.colors.text)};
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
  strong { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: ${({ $read }) => ($read ? 400 : 600)}; }
  time { color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; font-variant-numeric: tabular-nums; }
`;

const Dot = styled.span<{ $read: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $read }) => ($read ? 'transparent' : theme.colors.danger)};
`;

const Content = styled.div`
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(7.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-wrap;
  line-height: 1.7;
`;

/** One message: opening it shows its text and marks it read (the tabs' counts follow). */
export function MessageRow({ message }: { message: MessageRow_message$key }) {
  const { t } = useTranslation();
  const contentId = useId();
  const data = useFragment(
    graphql`
      fragment MessageRow_message on Message {
        id
        title
        content
        read
        createdAt
      }
    `,
    message,
  );
  const [open, setOpen] = useState(false);
  const readMessage = useReadMessage();

  const toggle = () => {
    setOpen((value) => !value);
    if (open || data.read) return;
    readMessage(data.id);
  };

  return (
    <Item $read={data.read} data-testid="message-row" data-read={data.read}>
      <Head type="button" $read={data.read} aria-expanded={open} aria-controls={contentId} onClick={toggle}>
        <Dot $read={data.read} aria-label={data.read ? undefined : t('page.messageCenter.unreadMark')} role={data.read ? undefined : 'img'} />
        <strong>{data.title}</strong>
        <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
      </Head>
      {open ? <Content id={contentId}>{data.content}</Content> : null}
    </Item>
  );
}
