import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ItemShelf_items$key } from '../../__generated__/ItemShelf_items.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ItemGrid } from '../../components/ItemGrid.tsx';
import { MarketItemCard } from '../../components/MarketItemCard.tsx';

/** A row of market item cards of the home page (hot, auto-delivery, bargains, low stock). */
export function ItemShelf({ items }: { items: ItemShelf_items$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment ItemShelf_items on MarketItemConnection {
        edges {
          node {
            id
            ...MarketItemCard_item
          }
        }
      }
    `,
    items,
  );
  if (data.edges.length === 0) return <EmptyState>{t('common.empty')}</EmptyState>;
  return (
    <ItemGrid>
      {data.edges.map(({ node }) => (
        <MarketItemCard key={node.id} item={node} />
      ))}
    </ItemGrid>
  );
}
