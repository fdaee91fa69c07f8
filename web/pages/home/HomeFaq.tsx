import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export const FAQ_ENTRIES = ['buy', 'delivery', 'sell', 'pricing', 'withdrawWhen', 'withdrawHow'] as const;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Entry = styled.details`
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  summary {
    padding: ${({ theme }) => theme.space(3.5)} ${({ theme }) => theme.space(4)};
    font-weight: 500;
    cursor: pointer;
  }
  &[open] summary { color: ${({ theme }) => theme.colors.accent}; }
  p {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.7;
  }
`;

/** Frequently asked questions about buying, selling, delivery and withdrawal (static, translated). */
export function HomeFaq() {
  const { t } = useTranslation();
  return (
    <List>
      {FAQ_ENTRIES.map((entry) => (
        <Entry key={entry}>
          <summary>{t(`page.home.faq.${entry}.question`)}</summary>
          <p>{t(`page.home.faq.${entry}.answer`)}</p>
        </Entry>
      ))}
    </List>
  );
}
