import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LatestListings_listings$key } from '../../__generated__/LatestListings_listings.graphql.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ListingCard } from './ListingCard.tsx';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

export function LatestListings({ listings }: { listings: LatestListings_listings$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment LatestListings_listings on LatestListingConnection {
        edges {
          node {
            id
            ...ListingCard_listing
          }
        }
      }
    `,
    listings,
  );
  if (data.edges.length === 0) return <EmptyState>{t('common.empty')}</EmptyState>;
  return (
    <Grid>
      {data.edges.map(({ node }) => (
        <ListingCard key={node.id} listing={node} />
      ))}
    </Grid>
  );
}
