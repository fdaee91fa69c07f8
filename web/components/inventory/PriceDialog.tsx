import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { amountToYuanCents, formatAmount, yuanCentsToAmount, type CurrencyCode } from '../../../lib/money.ts';
import {
  checkPrice,
  CUSTOM_MULTIPLIER_MAX,
  CUSTOM_MULTIPLIER_MIN,
  parseMultiplier,
  PRESET_MULTIPLIERS,
  priceFromMultiplier,
  PRICE_CEILING_PERCENT,
} from '../../../lib/pricing.ts';
import { Button } from '../Button.tsx';
import { CountdownConfirmButton } from '../CountdownConfirmButton.tsx';
import { FieldError, TextInput } from '../Form.tsx';
import { Modal } from '../Modal.tsx';
import { Price } from '../Price.tsx';
import { CURRENCY_SYMBOLS, useMoney } from '../../money/currency.tsx';
import type { SelectEntry } from './selling.ts';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Preset = styled(Button)<{ $active: boolean }>`
  height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  color: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.text)};
`;

const Small = styled(TextInput)`
  width: 96px;
  height: 32px;
`;

const Items = styled.ul`
  max-height: 50vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  strong { font-weight: 500; overflow-wrap: break-word; hyphens: auto; }
  label { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Note = styled.p<{ $tone: 'warning' | 'info' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export type PricedEntry = { inventoryItemId: string; price: number };

const toYuan = (cents: number) => formatAmount(cents / 100);

/**
 * A price field: the text in the field's currency, and the exact yuan cents when the text came from
 * a price (the reference, the current price, a multiplier) rather than from typing, so that a
 * dollar rounding never changes a price the user did not touch.
 */
type FieldValue = { text: string; cents: number | null };

type PriceState =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'tooLow'; minimumCents: number; cents: number }
  | { kind: 'ok'; cents: number; loweredTo: number | null };

function priceState(field: FieldValue, referencePrice: number | null, currency: CurrencyCode, usdPerCny: number | null): PriceState {
  let cents = field.cents;
  if (cents === null) {
    if (!field.text.trim()) return { kind: 'empty' };
    const parsed = amountToYuanCents(field.text, currency, usdPerCny);
    if (!parsed.ok || parsed.cents <= 0) return { kind: 'invalid' };
    cents = parsed.cents;
  }
  if (referencePrice === null || referencePrice <= 0) return { kind: 'ok', cents, loweredTo: null };
  const checked = checkPrice(cents, referencePrice);
  if (!checked.ok) return { kind: 'tooLow', minimumCents: checked.minimumCents, cents };
  return { kind: 'ok', cents, loweredTo: checked.lowered ? checked.priceCents : null };
}

/** Where a price field starts: listing, at the reference price; repricing, at the price on sale. */
function startingPrice(item: SelectEntry, action: 'list' | 'reprice'): number | null {
  return (action === 'reprice' ? item.listingPrice : null) ?? item.referencePrice;
}

/**
 * The price dialog of listing and repricing: a price per item (two decimals), starting at
 * the reference price (listing) or at the price on sale (repricing), or every price from its
 * reference price × a multiplier (presets 0.995, 0.99, 0.98 or a custom one from 0.97 to 1.1); the
 * reference leaves out the seller's own listings (the API's). Prices are typed in the selected
 * currency: in dollars the field says so, and the yuan that will be stored (amountToYuanCents at the
 * rate shown) is written under it. A price under the floor is flagged "too low", one above the
 * ceiling is noted as lowered automatically. The confirm button counts down 3, 2, 1.
 */
export function PriceDialog({
  action,
  items,
  busy = false,
  onConfirm,
  onClose,
}: {
  action: 'list' | 'reprice';
  items: SelectEntry[];
  busy?: boolean;
  onConfirm: (prices: PricedEntry[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  // dollars only with a rate to convert them at; otherwise yuan, as the prices are shown
  const usdPerCny = money.usdPerCny !== null && money.usdPerCny > 0 ? money.usdPerCny : null;
  const currency: CurrencyCode = money.currency === 'USD' && usdPerCny !== null ? 'USD' : 'CNY';
  const fieldOf = (cents: number): FieldValue => ({ text: yuanCentsToAmount(cents, currency, usdPerCny), cents });
  const [prices, setPrices] = useState<Record<string, FieldValue>>(() =>
    Object.fromEntries(
      items.map((item) => {
        const start = startingPrice(item, action);
        return [item.id, start === null ? { text: '', cents: null } : fieldOf(start)];
      }),
    ),
  );
  // a currency switch while the dialog is open shows the same prices in the other currency
  const [shownCurrency, setShownCurrency] = useState(currency);
  if (shownCurrency !== currency) {
    setShownCurrency(currency);
    setPrices((current) =>
      Object.fromEntries(
        Object.entries(current).map(([id, field]) => {
          if (field.cents !== null) return [id, fieldOf(field.cents)];
          const typed = amountToYuanCents(field.text, shownCurrency, usdPerCny);
          return [id, typed.ok && typed.cents > 0 ? fieldOf(typed.cents) : field];
        }),
      ),
    );
  }
  const [multiplier, setMultiplier] = useState<number | 'custom' | null>(null);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const applyMultiplier = (thousandths: number) => {
    setPrices((current) => {
      const next = { ...current };
      for (const item of items)
        if (item.referencePrice !== null && item.referencePrice > 0) next[item.id] = fieldOf(priceFromMultiplier(item.referencePrice, thousandths));
      return next;
    });
  };

  const onPreset = (value: number) => {
    setMultiplier(value);
    setCustomError(null);
    applyMultiplier(Math.round(value * 1000));
  };

  const onCustom = () => {
    setMultiplier('custom');
    const parsed = parseMultiplier(custom);
    if (!parsed.ok) {
      setCustomError(
        parsed.reason === 'range'
          ? t('page.inventory.priceDialog.multiplierRange', { min: CUSTOM_MULTIPLIER_MIN, max: CUSTOM_MULTIPLIER_MAX })
          : t('page.inventory.priceDialog.multiplierFormat'),
      );
      return;
    }
    setCustomError(null);
    applyMultiplier(parsed.thousandths);
  };

  const states = new Map(items.map((item) => [item.id, priceState(prices[item.id] ?? { text: '', cents: null }, item.referencePrice, currency, usdPerCny)]));

  const onSubmit = () => {
    setSubmitted(true);
    const entries: PricedEntry[] = [];
    for (const item of items) {
      const state = states.get(item.id)!;
      if (state.kind !== 'ok') return;
      entries.push({ inventoryItemId: item.id, price: state.cents });
    }
    onConfirm(entries);
  };

  const title =
    action === 'list'
      ? t('page.inventory.priceDialog.listTitle', { count: items.length })
      : t('page.inventory.priceDialog.repriceTitle', { count: items.length });

  return (
    <Modal title={title} onClose={onClose}>
      <Section>
        {currency === 'USD' ? (
          <Note $tone="info" data-testid="price-rate">
            {t('page.inventory.priceDialog.rate', { rate: `${CURRENCY_SYMBOLS.USD}${usdPerCny}` })}
          </Note>
        ) : null}
        <span>{t('page.inventory.priceDialog.fromReference')}</span>
        <Row role="group" aria-label={t('page.inventory.priceDialog.presets')}>
          {PRESET_MULTIPLIERS.map((value) => (
            <Preset
              key={value}
              type="button"
              $active={multiplier === value}
              aria-pressed={multiplier === value}
              data-testid={`multiplier-${value}`}
              onClick={() => onPreset(value)}
            >
              × {value}
            </Preset>
          ))}
        </Row>
        <Row>
          <Small
            value={custom}
            inputMode="decimal"
            placeholder={`${CUSTOM_MULTIPLIER_MIN}–${CUSTOM_MULTIPLIER_MAX}`}
            aria-label={t('page.inventory.priceDialog.customMultiplier')}
            $invalid={Boolean(customError)}
            onChange={(event) => {
              setCustom(event.target.value);
              setCustomError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onCustom();
            }}
          />
          <Preset type="button" $active={multiplier === 'custom'} onClick={onCustom}>
            {t('page.inventory.priceDialog.applyCustom')}
          </Preset>
        </Row>
        {customError ? <FieldError role="alert">{customError}</FieldError> : null}
      </Section>
      <Items>
        {items.map((item) => {
          const state = states.get(item.id)!;
          const inputId = `price-${item.id}`;
          return (
            <Item key={item.id} data-testid="price-item">
              <strong>{item.name}</strong>
              <Note $tone="info" title={t('page.inventory.card.referenceHint')}>
                {t('page.inventory.priceDialog.reference')}
                {item.referencePrice !== null ? <Price cents={item.referencePrice} /> : t('page.inventory.priceDialog.noReference')}
                {action === 'reprice' && item.listingPrice !== null ? (
                  <>
                    {' · '}
                    {t('page.inventory.priceDialog.current')}
                    <Price cents={item.listingPrice} />
                  </>
                ) : null}
              </Note>
              <label htmlFor={inputId}>{t(`page.inventory.priceDialog.priceIn.${currency}`)}</label>
              <TextInput
                id={inputId}
                value={prices[item.id]?.text ?? ''}
                inputMode="decimal"
                placeholder={t('page.inventory.priceDialog.pricePlaceholder')}
                data-testid="price-input"
                $invalid={state.kind === 'invalid' || state.kind === 'tooLow' || (submitted && state.kind === 'empty')}
                onChange={(event) => {
                  const value = event.target.value;
                  setPrices((current) => ({ ...current, [item.id]: { text: value, cents: null } }));
                  setMultiplier(null);
                }}
              />
              {currency === 'USD' && state.kind !== 'empty' && state.kind !== 'invalid' ? (
                <Note $tone="info" data-testid="price-stored">
                  {t('page.inventory.priceDialog.storedYuan', { amount: toYuan(state.cents) })}
                </Note>
              ) : null}
              {state.kind === 'tooLow' ? (
                <FieldError role="alert" data-testid="price-too-low">
                  {t('page.inventory.priceDialog.tooLow', { minimum: toYuan(state.minimumCents) })}
                </FieldError>
              ) : state.kind === 'invalid' ? (
                <FieldError role="alert">{t('page.inventory.priceDialog.invalid')}</FieldError>
              ) : state.kind === 'empty' && submitted ? (
                <FieldError role="alert">{t('page.inventory.priceDialog.required')}</FieldError>
              ) : state.kind === 'ok' && state.loweredTo !== null ? (
                <Note $tone="info" data-testid="price-lowered">
                  {t('page.inventory.priceDialog.lowered', { percent: PRICE_CEILING_PERCENT, price: toYuan(state.loweredTo) })}
                </Note>
              ) : null}
            </Item>
          );
        })}
      </Items>
      <Actions>
        <Button type="button" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <CountdownConfirmButton name={`price-dialog-${action}`} onClick={onSubmit} busy={busy} testId="price-confirm">
          {action === 'list' ? t('page.inventory.priceDialog.confirmList') : t('page.inventory.priceDialog.confirmReprice')}
        </CountdownConfirmButton>
      </Actions>
    </Modal>
  );
}
