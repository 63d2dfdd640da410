import { useTranslation } from 'react-i18next';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { Button, Image, NumberBox, Popup, Price } from '@shop/ui';
import { WarningIcon } from '@shop/ui/icons';
import * as styles from './ProductViewPage.css';

type Product = DataOf<Endpoints['productDetail']>;

/** The sheet "Add to cart" and "Buy now" open: the product, the quantity within the stock, confirm. */
export function PurchaseSheet({
  product,
  mode,
  isOpen,
  onOpenChange,
  quantity,
  onQuantityChange,
  maxQuantity,
  pending,
  onConfirm,
}: {
  product: Product;
  mode: 'cart' | 'buy';
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  maxQuantity: number;
  /** Adding to the signed-in cart is on its way. */
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const soldOut = product.stock === 0;
  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={mode === 'cart' ? t('common.addToCart') : t('common.buyNow')}
      closeLabel={t('common.close')}
    >
      <div className={styles.sheet}>
        <div className={styles.sheetProduct}>
          <Image src={product.image} alt="" aspectRatio={1} className={styles.sheetImage} />
          <div className={styles.sheetBody}>
            <Price amount={product.price} size="md" />
            <p className={styles.sheetName} dir="auto">
              {product.name}
            </p>
          </div>
        </div>
        <NumberBox
          label={t('kit.numberBox.quantity')}
          value={quantity}
          onChange={onQuantityChange}
          min={1}
          max={maxQuantity}
          isDisabled={soldOut}
          description={soldOut ? undefined : t('kit.numberBox.stock', { count: product.stock })}
          decrementLabel={t('kit.numberBox.decrease')}
          incrementLabel={t('kit.numberBox.increase')}
        />
        {soldOut ? (
          <p className={styles.notice}>
            <WarningIcon className={styles.noticeIcon} />
            <span>{t('pages.productView.outOfStock')}</span>
          </p>
        ) : null}
        <Button block isDisabled={soldOut} loading={pending} onPress={onConfirm}>
          {t('common.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
