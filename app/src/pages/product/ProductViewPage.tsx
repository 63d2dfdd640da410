import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { isApiError } from '@shop/api/client';
import { SHELF_STATUS } from '@shop/domain';
import {
  Button,
  Carousel,
  Empty,
  IconButton,
  Image,
  ImagePreview,
  Page,
  Price,
  Rate,
  Tag,
} from '@shop/ui';
import { ChevronRightIcon, WarningIcon } from '@shop/ui/icons';
import { loginPathFor } from '../../routes/guards';
import { PATHS } from '../../routes/paths';
import { selectSignedIn, useSession } from '../../session/SessionProvider';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';
import { useFeedback } from '../../shell/feedback';
import { share } from '../../shell/share';
import { ProductActionBarSkeleton, ProductSkeleton } from '../../shell/PageSkeletons';
import { FollowButton } from '../../features/store/FollowButton';
import { ChatWithStoreButton } from '../../features/chat/ChatWithStore';
import { idParam } from '../../routes/params';
import { useStoreDetail } from '../../features/store/storeData';
import { addToGuestCart, GUEST_QUANTITY_MAX } from '../../features/cart/guestCart';
import { HeartIcon, ShareIcon } from './ProductViewIcons';
import { Reviews, ReviewsSheet } from './ProductReviews';
import { PurchaseSheet } from './PurchaseSheet';
import { productKeys } from '../../features/catalogue/api';
import { accountKeys } from '../../features/account/api';
import { cartKeys } from '../../features/cart/api';
import { useImagePreviewLabels } from '../../shell/imageLabels';
import { keepPhrases } from '../../i18n';
import * as styles from './ProductViewPage.css';
import { intlLocale } from '../../i18n/intlLocale';

type Product = DataOf<Endpoints['productDetail']>;

/** The most one cart line or order takes (the contract's bound), whatever the stock. */
const QUANTITY_MAX = GUEST_QUANTITY_MAX;

/** One product, `?id=`: a missing, malformed or unknown id says the product cannot be found. */
export default function ProductViewPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params);
  const signedIn = useSession(selectSignedIn);
  // With a session the server also records the visit in the browsing history.
  const product = useQuery({
    queryKey: productKeys.detail(id, signedIn),
    enabled: id !== null,
    queryFn: ({ signal }) => api.request('productDetail', { id: id! }, { signal, silent: true }),
  });
  const topBar = <AppNavBar title={t('routes.productView')} />;

  if (id === null || (product.isError && isApiError(product.error) && product.error.reason === 'notFound')) {
    return (
      <Page topBar={topBar}>
        <Empty
          illustration="search"
          description={t('pages.productView.notFound')}
          actionLabel={t('kit.empty.goShopping')}
          onAction={() => navigate(PATHS.home)}
        />
      </Page>
    );
  }
  if (product.isError) {
    return (
      <Page topBar={topBar}>
        <Empty
          illustration="error"
          description={t('messages.pageLoadFailed')}
          actionLabel={t('common.retry')}
          onAction={() => void product.refetch()}
        />
      </Page>
    );
  }
  if (product.isPending) {
    return (
      // The same shapes as while the page's code loads (PageLoading): no jump between the two.
      <Page topBar={topBar} bottomBar={<ProductActionBarSkeleton />}>
        <ProductSkeleton />
      </Page>
    );
  }
  return <ProductDetail product={product.data} />;
}

function ProductDetail({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSession(selectSignedIn);
  const previewLabels = useImagePreviewLabels();
  const locale = intlLocale(i18n.language);
  const nameId = useId();
  const storeNameId = useId();

  const [previewAt, setPreviewAt] = useState<number | null>(null);
  const [sheet, setSheet] = useState<{ open: boolean; mode: 'cart' | 'buy' }>({ open: false, mode: 'cart' });
  const [quantity, setQuantity] = useState(1);
  const [reviewsOpen, setReviewsOpen] = useState(false);

  const store = useStoreDetail(product.store.id);
  const offShelf = product.shelf === SHELF_STATUS.offShelf;
  const soldOut = product.stock === 0;
  const maxQuantity = Math.max(1, Math.min(product.stock, QUANTITY_MAX));
  const toLogin = () => navigate(loginPathFor(pathname + search));

  const favourite = useMutation({
    // Not silent: a refusal shows the server's translated message in a toast.
    mutationFn: (next: boolean) => api.request('collectionToggle', { productId: product.id, collected: next }),
    onSuccess: (answer) => {
      queryClient.setQueriesData<Product>({ queryKey: productKeys.detailOf(product.id) }, (p) =>
        p ? { ...p, collected: answer.collected } : p,
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.collection });
      feedback.toast(t(answer.collected ? 'pages.productView.favourited' : 'pages.productView.unfavourited'), 'success');
    },
  });

  const addToCart = useMutation({
    mutationFn: (count: number) => api.request('cartAdd', { productId: product.id, quantity: count }),
    onSuccess: () => {
      // The tab bar's badge and the cart page read these.
      void queryClient.invalidateQueries({ queryKey: cartKeys.count });
      void queryClient.invalidateQueries({ queryKey: cartKeys.list });
      setSheet((s) => ({ ...s, open: false }));
      feedback.toast(t('pages.productView.addedToCart'), 'success');
    },
  });

  const openSheet = (mode: 'cart' | 'buy') => {
    // A visitor's cart is kept on the device; buying now is checking out, which needs a session.
    if (!signedIn && mode === 'buy') return toLogin();
    setQuantity((q) => Math.min(Math.max(1, Number.isFinite(q) ? Math.round(q) : 1), maxQuantity));
    setSheet({ open: true, mode });
  };

  const confirm = () => {
    if (soldOut) return;
    const count = Math.min(Math.max(1, Number.isFinite(quantity) ? Math.round(quantity) : 1), maxQuantity);
    if (sheet.mode === 'cart' && !signedIn) {
      addToGuestCart(product, count);
      setSheet((s) => ({ ...s, open: false }));
      feedback.toast(t('pages.productView.addedToCart'), 'success');
    } else if (sheet.mode === 'cart') addToCart.mutate(count);
    else navigate(`${PATHS.orderConfirmBuyNow}?productId=${product.id}&quantity=${count}`);
  };

  const toggleFavourite = () => {
    if (!signedIn) return toLogin();
    if (!favourite.isPending) favourite.mutate(!product.collected);
  };

  const shareProduct = async () => {
    const result = await share({ title: product.name, path: `${PATHS.productView}?id=${product.id}` });
    if (result === 'copied') feedback.toast(t('messages.copySuccess'), 'success');
    else if (result === 'failed') feedback.toast(t('pages.productView.shareFailed'), 'error');
  };

  const images = product.images.map((src, i) => ({
    src,
    alt: t('pages.productView.photoAlt', { name: product.name, index: i + 1, total: product.images.length }),
  }));
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const followers = store.data?.followers ?? product.store.followers;

  const shareButton = (
    <IconButton label={t('common.share')} onPress={() => void shareProduct()}>
      <ShareIcon />
    </IconButton>
  );

  const actionBar = (
    <div className={styles.actionBar}>
      <button
        type="button"
        className={styles.favourite}
        aria-pressed={signedIn && product.collected}
        aria-disabled={favourite.isPending || undefined}
        onClick={toggleFavourite}
      >
        <HeartIcon filled={signedIn && product.collected} className={styles.favouriteIcon} />
        <span>{t('pages.productView.favourite')}</span>
      </button>
      <Button variant="secondary" className={styles.action} isDisabled={offShelf} onPress={() => openSheet('cart')}>
        {t('common.addToCart')}
      </Button>
      <Button className={styles.action} isDisabled={offShelf} onPress={() => openSheet('buy')}>
        {t('common.buyNow')}
      </Button>
    </div>
  );

  return (
    <Page topBar={<AppNavBar title={t('routes.productView')} end={shareButton} />} bottomBar={actionBar}>
      <Carousel
        className={styles.gallery}
        autoplay={false}
        label={t('pages.productView.photos')}
        slideLabel={(index, total) => t('kit.carousel.slide', { index, total })}
        goToLabel={(index) => t('kit.carousel.goTo', { index })}
        pauseLabel={t('kit.carousel.pause')}
        playLabel={t('kit.carousel.play')}
        slides={product.images.map((src, i) => ({
          id: `${i}-${src}`,
          content: (
            <button
              type="button"
              className={styles.slideButton}
              aria-label={t('pages.productView.openPhoto', { index: i + 1, total: product.images.length })}
              onClick={() => setPreviewAt(i)}
            >
              <Image src={src} alt="" aspectRatio={1} lazy={i > 0} errorText={t('kit.image.failed')} />
            </button>
          ),
        }))}
      />

      <section className={styles.card} aria-labelledby={nameId}>
        <Price
          amount={product.price}
          size="lg"
          {...(product.originalPrice !== null
            ? { original: product.originalPrice, originalLabel: t('kit.price.original') }
            : {})}
        />
        <h2 id={nameId} className={styles.name} dir="auto">
          {keepPhrases(i18n, product.name)}
        </h2>
        <p className={styles.stats}>
          <span>{t('kit.numberBox.stock', { count: product.stock })}</span>
          {/* A new product has sold nothing yet: "0 sold" says nothing worth reading. */}
          {product.sales > 0 ? <span>{t('pages.home.sold', { count: product.sales })}</span> : null}
          {soldOut && !offShelf ? (
            <Tag tone="neutral" fill="solid">
              {t('kit.tag.soldOut')}
            </Tag>
          ) : null}
        </p>
        {/* The stars and the positive share are the reviews' (commentCount): none without any. */}
        {product.commentCount > 0 ? (
          <div className={styles.rating}>
            <Rate
              readOnly
              value={product.rating}
              valueLabel={(value, max) => t('kit.rate.value', { value: number.format(value), max })}
            />
            <span className={styles.ratingValue} aria-hidden="true">
              {number.format(product.rating)}
            </span>
            <span className={styles.goodRate}>
              {t('pages.productView.goodRate', { rate: percent.format(product.goodRate) })}
            </span>
          </div>
        ) : null}
        {offShelf ? (
          <p className={styles.notice}>
            <WarningIcon className={styles.noticeIcon} />
            <span>{t('pages.productView.offShelf')}</span>
          </p>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby={storeNameId}>
        <div className={styles.storeRow}>
          <Image src={product.store.logo} alt="" aspectRatio={1} className={styles.storeLogo} />
          <div className={styles.storeBody}>
            <h2 id={storeNameId} className={styles.storeName} dir="auto">
              {product.store.name}
            </h2>
            <p className={styles.muted}>{t('pages.storeView.followers', { count: followers })}</p>
          </div>
          <FollowButton
            storeId={product.store.id}
            storeName={product.store.name}
            followed={signedIn ? store.data?.followed : false}
          />
        </div>
        <Link
          to={`${PATHS.storeView}?id=${product.store.id}`}
          className={styles.storeLink}
          aria-describedby={storeNameId}
        >
          <span>{t('pages.productView.visitStore')}</span>
          <ChevronRightIcon className={styles.chevron} />
        </Link>
        <ChatWithStoreButton storeId={product.store.id} product={product.id} block />
      </section>

      <Reviews product={product} previewLabels={previewLabels} onViewAll={() => setReviewsOpen(true)} />

      {product.description ? (
        <section className={styles.card} aria-labelledby={`${nameId}-details`}>
          <h2 id={`${nameId}-details`} className={styles.sectionTitle}>
            {t('pages.productView.details')}
          </h2>
          <p className={styles.description} dir="auto">
            {product.description}
          </p>
        </section>
      ) : null}

      <ImagePreview
        images={images}
        isOpen={previewAt !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewAt(null);
        }}
        index={previewAt ?? 0}
        onIndexChange={setPreviewAt}
        {...previewLabels}
      />

      <PurchaseSheet
        product={product}
        mode={sheet.mode}
        isOpen={sheet.open}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
        quantity={quantity}
        onQuantityChange={setQuantity}
        maxQuantity={maxQuantity}
        pending={addToCart.isPending}
        onConfirm={confirm}
      />

      <ReviewsSheet
        productId={product.id}
        isOpen={reviewsOpen}
        onOpenChange={setReviewsOpen}
        previewLabels={previewLabels}
      />
    </Page>
  );
}
