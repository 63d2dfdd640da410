import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Popup, TextField } from '@shop/ui';
import { MAX_PRICE, minorToDecimalString, parseAmount, MINOR_PER_MAJOR } from '@shop/domain';
import * as styles from './ProductListPage.css';
import { intlLocale } from '../../i18n/intlLocale';

export interface PriceRange {
  minPrice?: number;
  maxPrice?: number;
}

type Bound = { ok: true; minor: number | undefined } | { ok: false; key: string; values?: { max: string } };

/**
 * One bound as typed: empty is no bound. A lowest price of 0 is no bound either (every price is at
 * least 0); a highest price must be above 0. Otherwise the domain's amount rules apply, in the
 * reader's own digits and decimal mark, up to the highest price there can be.
 */
function readBound(text: string, locale: string, zeroIsNoBound: boolean): Bound {
  const typed = text.trim();
  if (!typed) return { ok: true, minor: undefined };
  const parsed = parseAmount(typed, locale, MAX_PRICE);
  if (parsed.ok) return { ok: true, minor: parsed.minor };
  if (zeroIsNoBound && parsed.key === 'validation.amountNotPositive' && !/^[-\u2212]/.test(typed)) {
    return { ok: true, minor: undefined };
  }
  return parsed;
}

/** "12.50" for 1250, "12" for 1200: what a person would have typed. */
const asTyped = (minor: number | undefined) =>
  minor === undefined ? '' : minor % MINOR_PER_MAJOR === 0 ? String(minor / MINOR_PER_MAJOR) : minorToDecimalString(minor);

function PriceForm({ range, onApply, close }: { range: PriceRange; onApply: (range: PriceRange) => void; close: () => void }) {
  const { t, i18n } = useTranslation();
  const [min, setMin] = useState(asTyped(range.minPrice));
  const [max, setMax] = useState(asTyped(range.maxPrice));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const locale = intlLocale(i18n.language);
    const low = readBound(min, locale, true);
    const high = readBound(max, locale, false);
    const next: { min?: string; max?: string } = {};
    if (!low.ok) next.min = t(low.key, low.values);
    if (!high.ok) next.max = t(high.key, high.values);
    if (low.ok && high.ok && low.minor !== undefined && high.minor !== undefined && low.minor > high.minor) {
      next.max = t('pages.productList.priceOrder');
    }
    setErrors(next);
    if (next.min || next.max || !low.ok || !high.ok) return;
    onApply({ minPrice: low.minor, maxPrice: high.minor });
    close();
  };

  return (
    <form className={styles.filterForm} noValidate onSubmit={apply}>
      <div className={styles.filterFields}>
        <TextField
          label={t('pages.productList.minPrice')}
          value={min}
          onChange={(value) => {
            setMin(value);
            setErrors((current) => ({ ...current, min: undefined }));
          }}
          inputMode="decimal"
          autoComplete="off"
          start={<span aria-hidden="true">$</span>}
          isInvalid={errors.min !== undefined}
          errorMessage={errors.min}
        />
        <TextField
          label={t('pages.productList.maxPrice')}
          value={max}
          onChange={(value) => {
            setMax(value);
            setErrors((current) => ({ ...current, max: undefined }));
          }}
          inputMode="decimal"
          autoComplete="off"
          start={<span aria-hidden="true">$</span>}
          isInvalid={errors.max !== undefined}
          errorMessage={errors.max}
        />
      </div>
      <p className={styles.filterHint}>{t('pages.productList.priceHint')}</p>
      <div className={styles.filterActions}>
        <Button
          variant="secondary"
          block
          onPress={() => {
            onApply({});
            close();
          }}
        >
          {t('pages.productList.reset')}
        </Button>
        <Button type="submit" block>
          {t('pages.productList.apply')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The filter sheet: lowest and highest price, each optional. Apply checks both (numbers, the lowest
 * not above the highest, messages in the reader's language) and keeps the sheet open with the
 * typed text while anything is wrong; Reset removes both bounds.
 */
export function PriceFilter({
  isOpen,
  onOpenChange,
  range,
  onApply,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  range: PriceRange;
  onApply: (range: PriceRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('pages.productList.priceRange')}
      closeLabel={t('common.close')}
    >
      {({ close }) => <PriceForm range={range} onApply={onApply} close={close} />}
    </Popup>
  );
}
