import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { parseYuanToCents } from '../../../../lib/money.ts';
import {
  checkPrice,
  CUSTOM_MULTIPLIER_MAX,
  CUSTOM_MULTIPLIER_MIN,
  parseMultiplier,
  PRESET_MULTIPLIERS,
  priceFromMultiplier,
  PRICE_CEILING_PERCENT,
} from '../../../../lib/pricing.ts';
import { Button } from '../../../components/Button.tsx';
import { CountdownConfirmButton } from '../../../components/CountdownConfirmButton.tsx';
import { FieldError, TextInput } from '../../../components/Form.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Price } from '../../../components/Price.tsx';
import type { SelectEntry } from './selling.ts';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 13px; }
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
  strong { font-weight: 500; word-break: break-all; }
  label { color: ${({ theme }) => theme.colors.textMuted}; font-size: 13px; }
`;

const Note = styled.p<{ $tone: 'warning' | 'info' }>`
  margin: 0;
  font-size: 12px;
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export type PricedEntry = { inventoryItemId: string; price: number };

const toYuan = (cents: number) => (cents / 100).toFixed(2);

type PriceState =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'tooLow'; minimumCents: number; cents: number }
  | { kind: 'ok'; cents: number; loweredTo: number | null };

function priceState(text: string, referencePrice: number | null): PriceState {
  if (!text.trim()) return { kind: 'empty' };
  const parsed = parseYuanToCents(text);
  if (!parsed.ok || parsed.cents <= 0) return { kind: 'invalid' };
  if (referencePrice === null || referencePrice <= 0) return { kind: 'ok', cents: parsed.cents, loweredTo: null };
  const checked = checkPrice(parsed.cents, referencePrice);
  if (!checked.ok) return { kind: 'tooLow', minimumCents: checked.minimumCents, cents: parsed.cents };
  return { kind: 'ok', cents: parsed.cents, loweredTo: checked.lowered ? checked.priceCents : null };
}

/**
 * The price dialog of listing and repricing (SPEC §5): a yuan price per item (two decimals), or
 * every price from its reference price × a multiplier (presets 0.995, 0.99, 0.98 or a custom one
 * from 0.97 to 1.1). A price under the floor is flagged "too low", one above the ceiling is noted
 * as lowered automatically. The confirm button counts down 3, 2, 1.
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
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(items.map((item) => [item.id, item.listingPrice !== null && action === 'reprice' ? toYuan(item.listingPrice) : ''])),
  );
  const [multiplier, setMultiplier] = useState<number | 'custom' | null>(null);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const applyMultiplier = (thousandths: number) => {
    setPrices((current) => {
      const next = { ...current };
      for (const item of items)
        if (item.referencePrice !== null && item.referencePrice > 0) next[item.id] = toYuan(priceFromMultiplier(item.referencePrice, thousandths));
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

  const states = new Map(items.map((item) => [item.id, priceState(prices[item.id] ?? '', item.referencePrice)]));

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
              <Note $tone="info">
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
              <label htmlFor={inputId}>{t('page.inventory.priceDialog.price')}</label>
              <TextInput
                id={inputId}
                value={prices[item.id] ?? ''}
                inputMode="decimal"
                placeholder={t('page.inventory.priceDialog.pricePlaceholder')}
                data-testid="price-input"
                $invalid={state.kind === 'invalid' || state.kind === 'tooLow' || (submitted && state.kind === 'empty')}
                onChange={(event) => {
                  const value = event.target.value;
                  setPrices((current) => ({ ...current, [item.id]: value }));
                  setMultiplier(null);
                }}
              />
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
