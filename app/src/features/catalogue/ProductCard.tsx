import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductCard as ProductCardData } from '@shop/api/contract';
import { Image, Price } from '@shop/ui';
import { keepPhrases } from '../../i18n';
import { PATHS } from '../../routes/paths';
import * as styles from './ProductCard.css';

/**
 * A product in a list: photo, name (two lines at most), price with the crossed-out original, and
 * how many sold (not for a product that has sold none yet). The whole card is one link, named by
 * the product's name. The price comes first; the original and the sales follow on the same line
 * while they fit, and wrap to the next one, in that order, when they do not.
 */
export function ProductCard({ product, lazy = true }: { product: ProductCardData; lazy?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Link to={`${PATHS.productView}?id=${product.id}`} className={styles.card}>
      <Image src={product.image} alt="" aspectRatio={1} lazy={lazy} errorText={t('kit.image.failed')} />
      <span className={styles.body}>
        {/* A name from the store, in its own direction: "27-inch monitor" in Arabic would otherwise
            show its number at the far end ("monitor 27-inch"). */}
        <span className={styles.name} data-truncate="" dir="auto">
          {keepPhrases(i18n, product.name)}
        </span>
        <span className={styles.meta}>
          <Price
            amount={product.price}
            size="sm"
            className={styles.price}
            {...(product.originalPrice !== null
              ? { original: product.originalPrice, originalLabel: t('kit.price.original') }
              : {})}
          />
          {product.sales > 0 ? <span className={styles.sold}>{t('pages.home.sold', { count: product.sales })}</span> : null}
        </span>
      </span>
    </Link>
  );
}
