import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductCard } from '@shop/api/contract';
import { Image, Price } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import * as styles from '../../../shell/lists.css';

/**
 * A product as a list row: photo, name, store and price, all one link to the product; `end` holds
 * an action of the row's own (a real button beside the link, never inside it).
 */
export function ProductRow({ product, end }: { product: ProductCard; end?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <Link to={`${PATHS.productView}?id=${product.id}`} className={styles.rowLink}>
        <Image src={product.image} alt="" aspectRatio={1} className={styles.thumb} errorText={t('kit.image.failed')} />
        <span className={styles.rowBody}>
          <span className={styles.name} dir="auto">
            {product.name}
          </span>
          <span className={styles.meta}>{product.storeName}</span>
          <Price
            amount={product.price}
            size="sm"
            {...(product.originalPrice !== null
              ? { original: product.originalPrice, originalLabel: t('kit.price.original') }
              : {})}
          />
        </span>
      </Link>
      {end ? <div className={styles.action}>{end}</div> : null}
    </div>
  );
}
