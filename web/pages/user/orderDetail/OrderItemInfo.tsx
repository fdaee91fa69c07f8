import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { useTheme } from 'styled-components';
import type { OrderItemInfo_order$key } from '../../../__generated__/OrderItemInfo_order.graphql.ts';
import { ItemImage } from '../../../components/ItemImage.tsx';
import { TagChip } from '../../../components/TagChip.tsx';
import { WearBar } from '../../../components/WearBar.tsx';
import { useLabel } from '../../../i18n/useLabel.ts';
import { exteriorColor, qualityColor, rarityBackground } from '../../../theme/theme.ts';

const Box = styled.div`
  display: grid;
  grid-template-columns: 180px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) { grid-template-columns: 1fr; }
`;

const Picture = styled.div`
  display: flex;
  aspect-ratio: 4 / 3;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  min-width: 0;
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize['2xl']}; font-weight: 600; }
  h3 a { color: inherit; }
  small { color: ${({ theme }) => theme.colors.textFaint}; }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Wear = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  max-width: 360px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  code { color: ${({ theme }) => theme.colors.text}; font-family: ${({ theme }) => theme.font.mono}; }
`;

const Stickers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Sticker = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSize.xs};
  > span:first-child { display: flex; width: 32px; height: 24px; }
`;

/** The item of the order: picture, name and tags, float on its wear bar, paint seed, stickers. */
export function OrderItemInfo({ order }: { order: OrderItemInfo_order$key }) {
  const { t } = useTranslation();
  const { label } = useLabel();
  const theme = useTheme();
  const data = useFragment(
    graphql`
      fragment OrderItemInfo_order on Order {
        floatValue
        paintSeed
        stickerList {
          slot
          iconUrl
          wear
          name {
            zh
            en
          }
        }
        templateInfo {
          hashName
          iconUrl
          rarityColor
          name {
            zh
            en
          }
          rarity {
            id
            color
            label {
              zh
              en
            }
          }
          quality {
            id
            color
            label {
              zh
              en
            }
          }
          exterior {
            id
            color
            label {
              zh
              en
            }
          }
          type {
            id
            label {
              zh
              en
            }
          }
        }
      }
    `,
    order,
  );
  const item = data.templateInfo;
  const name = label(item.name);
  const background = rarityBackground(item.rarity, item.rarityColor);
  const stickers = [...data.stickerList].sort((a, b) => a.slot - b.slot);
  return (
    <Box data-testid="order-item">
      <Picture style={{ backgroundColor: background }}>
        <ItemImage src={item.iconUrl} alt={name} />
      </Picture>
      <Info>
        <h3>
          <Link to={`/goods?${new URLSearchParams({ hashName: item.hashName }).toString()}`}>{name}</Link>
        </h3>
        <small>{item.hashName}</small>
        <Chips>
          {item.type ? <TagChip $color={theme.colors.textMuted}>{label(item.type.label)}</TagChip> : null}
          {item.rarity ? (
            <TagChip $color={background} data-tag="rarity">
              {label(item.rarity.label)}
            </TagChip>
          ) : null}
          <TagChip $color={qualityColor(item.quality)} data-tag="quality">
            {label(item.quality.label)}
          </TagChip>
          {item.exterior ? (
            <TagChip $color={exteriorColor(item.exterior)} data-tag="exterior">
              {label(item.exterior.label)}
            </TagChip>
          ) : null}
        </Chips>
        {data.floatValue !== null && data.floatValue !== undefined ? (
          <Wear>
            <span>
              {t('common.item.floatValue')} <code data-testid="order-float">{data.floatValue.toFixed(8)}</code>
            </span>
            <WearBar floatValue={data.floatValue} />
          </Wear>
        ) : null}
        {data.paintSeed !== null && data.paintSeed !== undefined ? <small>{t('page.goods.listings.paintSeed', { seed: data.paintSeed })}</small> : null}
        {stickers.length > 0 ? (
          <Stickers aria-label={t('page.goods.listings.stickers')}>
            {stickers.map((sticker) => {
              const stickerName = label(sticker.name);
              const wear =
                sticker.wear === null || sticker.wear === undefined ? t('page.goods.listings.stickerWearNone') : `${Math.round(sticker.wear * 100)}%`;
              return (
                <Sticker
                  key={`${sticker.slot}-${stickerName}`}
                  data-testid="order-sticker"
                  title={t('page.goods.listings.stickerTooltip', { name: stickerName, wear })}
                >
                  <span>
                    <ItemImage src={sticker.iconUrl} alt="" />
                  </span>
                  <span>{stickerName}</span>
                </Sticker>
              );
            })}
          </Stickers>
        ) : null}
      </Info>
    </Box>
  );
}
