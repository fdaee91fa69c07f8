import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { HelpCategoryNav_categories$key } from '../../__generated__/HelpCategoryNav_categories.graphql.ts';

const Nav = styled.nav`
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    display: none;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
`;

const Item = styled(Link)<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceRaised : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
  small { color: ${({ theme }) => theme.colors.textFaint}; font-size: ${({ theme }) => theme.fontSize.xs}; font-weight: 400; }
`;

const Select = styled.select`
  display: none;
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    display: block;
  }
`;

export const helpCategoryPath = (category: string | null) => (category ? `/help?category=${encodeURIComponent(category)}` : '/help');

/** The help center's categories: a side list on wide screens, a select on phones. */
export function HelpCategoryNav({ categories, active }: { categories: HelpCategoryNav_categories$key; active: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment HelpCategoryNav_categories on HelpCategory @relay(plural: true) {
        id
        label
        articleCount
      }
    `,
    categories,
  );
  return (
    <>
      <Nav aria-label={t('page.help.categoriesLabel')}>
        <List>
          <li>
            <Item to="/help" $active={active === null} aria-current={active === null ? 'page' : undefined}>
              {t('page.help.allCategories')}
            </Item>
          </li>
          {data.map((category) => (
            <li key={category.id}>
              <Item to={helpCategoryPath(category.id)} $active={active === category.id} aria-current={active === category.id ? 'page' : undefined}>
                <span>{category.label}</span>
                <small>{t('page.help.articleCount', { count: category.articleCount })}</small>
              </Item>
            </li>
          ))}
        </List>
      </Nav>
      <Select aria-label={t('page.help.categorySelect')} value={active ?? ''} onChange={(event) => void navigate(helpCategoryPath(event.target.value || null))}>
        <option value="">{t('page.help.allCategories')}</option>
        {data.map((category) => (
          <option key={category.id} value={category.id}>
            {category.label}
          </option>
        ))}
      </Select>
    </>
  );
}
