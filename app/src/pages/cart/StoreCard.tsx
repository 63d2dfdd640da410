import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Checkbox, Image, NumberBox, Price, Tag } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { type CartItem, type StoreGroup } from '../../features/cart/cartData';
import {} from '../../features/cart/guestCart';
import * as styles from './CartPage.css';

interface StoreCardProps {
  group: StoreGroup;
  editing: boolean;
  picked: ReadonlySet<number>;
  state: { ids: number[]; isSelected: boolean; isIndeterminate: boolean; isDisabled: boolean };
  onChoose: (ids: number[], selected: boolean) => void;
  onRemove: (item: CartItem) => void;
  renderQuantity: (item: CartItem) => ReactNode;
}

export function StoreCard({
  group,
  editing,
  picked,
  state,
  onChoose,
  onRemove,
  renderQuantity,
}: StoreCardProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.store}>
      <div className={styles.storeHeader}>
        <Checkbox
          aria-label={t('pages.cart.selectStore', { store: group.storeName })}
          isSelected={state.isSelected}
          isIndeterminate={state.isIndeterminate}
          isDisabled={state.isDisabled}
          onChange={(on) => onChoose(state.ids, on)}
        >
          <span className={styles.storeName}>{group.storeName}</span>
        </Checkbox>
      </div>
      <ul className={styles.lines} aria-label={group.storeName}>
        {group.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            editing={editing}
            isPicked={picked.has(item.id)}
            onChoose={(on) => onChoose([item.id], on)}
            onRemove={() => onRemove(item)}
            quantity={renderQuantity(item)}
          />
        ))}
      </ul>
    </li>
  );
}

interface CartLineProps {
  item: CartItem;
  editing: boolean;
  isPicked: boolean;
  onChoose: (selected: boolean) => void;
  onRemove: () => void;
  /** The line's quantity box (for available lines). */
  quantity: ReactNode;
}

function CartLine({ item, editing, isPicked, onChoose, onRemove, quantity }: CartLineProps) {
  const { t } = useTranslation();
  const productHref = `${PATHS.productView}?id=${item.productId}`;
  const selectable = editing || item.available;

  return (
    <li
      className={[styles.line, !item.available && styles.lineUnavailable].filter(Boolean).join(' ')}
    >
      <Checkbox
        className={styles.lineCheck}
        aria-label={t('pages.cart.selectItem', { name: item.name })}
        isSelected={selectable && (editing ? isPicked : item.selected)}
        isDisabled={!selectable}
        onChange={onChoose}
      >
        {null}
      </Checkbox>
      <Image src={item.image} alt="" aspectRatio={1} className={styles.thumb} />
      <div className={styles.lineBody}>
        <Link to={productHref} className={styles.lineName} data-truncate="" dir="auto">
          {item.name}
        </Link>
        {item.available ? null : (
          <span>
            <Tag tone="neutral" size="sm">
              {t('pages.cart.unavailable')}
            </Tag>
          </span>
        )}
        <div className={styles.lineFoot}>
          <Price amount={item.price} size="sm" className={styles.linePrice} />
          {item.available ? (
            quantity
          ) : (
            <span className={styles.unavailableNote}>
              {t('pages.cart.quantity', { n: item.quantity })}
            </span>
          )}
        </div>
        <div className={styles.lineActions}>
          <span className={styles.unavailableNote}>
            {item.available
              ? t('kit.numberBox.stock', { count: item.stock })
              : t('pages.cart.unavailableNote')}
          </span>
          <Button
            variant="text"
            size="sm"
            aria-label={t('pages.cart.removeItem', { name: item.name })}
            onPress={onRemove}
          >
            {t('common.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}

/** A quantity from one to the stock; the box shows `value` and reports a whole, different count. */
export function QuantityBox({
  item,
  value,
  onChange,
}: {
  item: CartItem;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <NumberBox
      label={t('pages.cart.quantityOf', { name: item.name })}
      hideLabel
      min={1}
      max={Math.max(1, item.stock)}
      value={value}
      onChange={(next) => {
        if (Number.isFinite(next) && next >= 1 && next !== value)
          onChange(Math.min(next, item.stock));
      }}
      decrementLabel={t('kit.numberBox.decrease')}
      incrementLabel={t('kit.numberBox.increase')}
    />
  );
}
