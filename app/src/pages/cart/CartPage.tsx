import { useState, type ReactNode } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Cart, DataOf, Endpoints } from '@shop/api/contract';
import { isApiError } from '@shop/api/client';
import { SHELF_STATUS } from '@shop/domain';
import {
  Button,
  Checkbox,
  Empty,
  Page,
  Price,
  useConfirm,
} from '@shop/ui';
import { loginPathFor } from '../../routes/guards';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';
import { AppTabBar } from '../../shell/AppTabBar';
import { CartSkeleton } from '../../shell/PageSkeletons';
import { useFeedback } from '../../shell/feedback';
import { selectSignedIn, useSession } from '../../session/SessionProvider';
import { productKeys } from '../../features/catalogue/api';
import { cartKeys, cartQueries } from '../../features/cart/api';
import { groupByStore, type CartItem } from '../../features/cart/cartData';
import {
  GUEST_QUANTITY_MAX,
  removeFromGuestCart,
  setGuestQuantity,
  setGuestSelected,
  useGuestCart,
  type GuestCartLine,
} from '../../features/cart/guestCart';
import * as styles from './CartPage.css';
import { QuantityBox, StoreCard } from './StoreCard';

/**
 * The cart: lines grouped per store, each with a checkbox, a quantity bounded by the stock and a
 * delete action that asks first. Store and "select all" checkboxes select every available line
 * they cover; unavailable lines are greyed, labelled and never selected. The bar above the tabs
 * shows the total of the selection and checks out. "Edit" turns the bar into a bulk delete over
 * lines chosen on the spot (unavailable ones included).
 *
 * A signed-in user's cart is the server's; a visitor's is kept on the device (`guestCart`), shown
 * the same way with current prices and stock, and checking out asks them to log in first (their
 * lines then move into their account's cart).
 */
export default function CartPage() {
  const signedIn = useSession(selectSignedIn);
  const tabBar = <AppTabBar />;
  return signedIn ? <SignedInCart tabBar={tabBar} /> : <GuestCart tabBar={tabBar} />;
}

function SignedInCart({ tabBar }: { tabBar: ReactNode }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();

  const cart = useQuery(cartQueries.list(api));

  const settle = (next: Cart) => {
    queryClient.setQueryData(cartKeys.list, next);
    void queryClient.invalidateQueries({ queryKey: cartKeys.count });
  };

  const select = useMutation({
    // Not silent: a refusal shows the server's translated message in a toast.
    mutationFn: (change: { ids: number[]; selected: boolean }) => api.request('cartSelect', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.list });
      const before = queryClient.getQueryData<Cart>(cartKeys.list);
      // The boxes follow the press at once; the total waits for the server's answer.
      queryClient.setQueryData<Cart>(cartKeys.list, (data) =>
        data && {
          ...data,
          items: data.items.map((item) => (change.ids.includes(item.id) ? { ...item, selected: change.selected } : item)),
        },
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(cartKeys.list, context.before);
    },
    onSuccess: settle,
  });

  const remove = useMutation({
    mutationFn: (ids: number[]) => api.request('cartRemove', { ids }),
    onSuccess: (next) => {
      settle(next);
      feedback.toast(t('pages.cart.removed'), 'success');
    },
  });

  return (
    <CartView
      tabBar={tabBar}
      state={cart.isPending ? 'pending' : cart.isError ? 'error' : 'ready'}
      onRetry={() => void cart.refetch()}
      items={cart.data?.items ?? []}
      selectedCount={cart.data?.selectedCount ?? 0}
      selectedTotal={cart.data?.selectedTotal ?? 0}
      onSelect={(ids, selected) => select.mutate({ ids, selected })}
      onRemove={async (ids) => {
        try {
          await remove.mutateAsync(ids);
          return true;
        } catch {
          return false;
        }
      }}
      removing={remove.isPending}
      renderQuantity={(item) => <ServerQuantity item={item} onSettled={settle} />}
      onCheckout={() => navigate(PATHS.orderConfirmCart)}
    />
  );
}

/** A server line's quantity: while a change is on its way the box shows it; a refusal puts the server's back. */
function ServerQuantity({ item, onSettled }: { item: CartItem; onSettled: (cart: Cart) => void }) {
  const api = useApi();
  const quantity = useMutation({
    mutationFn: (value: number) => api.request('cartQuantity', { id: item.id, quantity: value }),
    onSuccess: onSettled,
  });
  return (
    <QuantityBox
      item={item}
      value={quantity.isPending ? quantity.variables : item.quantity}
      onChange={(value) => quantity.mutate(value)}
    />
  );
}

/** A guest line as the cart shows it: the product's current details, or the snapshot if it is gone. */
function guestItem(line: GuestCartLine, product: ProductDetail | undefined): CartItem {
  const available = product !== undefined && product.shelf === SHELF_STATUS.onSale && product.stock > 0;
  return {
    // The product id names a guest line: there is one line per product.
    id: line.productId,
    productId: line.productId,
    name: product?.name ?? line.name,
    image: product?.image ?? line.image,
    price: product?.price ?? 0,
    quantity: line.quantity,
    stock: product?.stock ?? 0,
    selected: line.selected,
    available,
    storeId: product?.store.id ?? line.storeId,
    storeName: product?.store.name ?? line.storeName,
  };
}

type ProductDetail = DataOf<Endpoints['productDetail']>;

/** A visitor's cart: lines from the device, prices and stock fetched now; checking out asks to log in. */
function GuestCart({ tabBar }: { tabBar: ReactNode }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const lines = useGuestCart();
  const details = useQueries({
    queries: lines.map((line) => ({
      queryKey: productKeys.detail(line.productId, false),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.request('productDetail', { id: line.productId }, { signal, silent: true }),
    })),
  });
  // A product that is no longer found is shown as unavailable; any other failure can be retried.
  const gone = (error: unknown) => isApiError(error) && error.reason === 'notFound';
  const failed = details.filter((query) => query.isError && !gone(query.error));
  const items = lines.map((line, i) => guestItem(line, details[i]?.data));
  const chosen = items.filter((item) => item.available && item.selected);

  return (
    <CartView
      tabBar={tabBar}
      state={details.some((query) => query.isPending) ? 'pending' : failed.length > 0 ? 'error' : 'ready'}
      onRetry={() => failed.forEach((query) => void query.refetch())}
      note={t('pages.cart.guestNote')}
      items={items}
      selectedCount={chosen.reduce((n, item) => n + item.quantity, 0)}
      selectedTotal={chosen.reduce((sum, item) => sum + item.price * item.quantity, 0)}
      onSelect={(ids, selected) => setGuestSelected(ids, selected)}
      onRemove={(ids) => {
        removeFromGuestCart(ids);
        feedback.toast(t('pages.cart.removed'), 'success');
        return Promise.resolve(true);
      }}
      removing={false}
      renderQuantity={(item) => (
        <QuantityBox
          item={item}
          value={item.quantity}
          onChange={(value) => setGuestQuantity(item.productId, value, Math.min(item.stock, GUEST_QUANTITY_MAX))}
        />
      )}
      onCheckout={() => navigate(loginPathFor(PATHS.cart))}
    />
  );
}

interface CartViewProps {
  tabBar: ReactNode;
  state: 'pending' | 'error' | 'ready';
  onRetry: () => void;
  /** A line above the list (the visitor's: log in to check out). */
  note?: string;
  items: CartItem[];
  selectedCount: number;
  selectedTotal: number;
  onSelect: (ids: number[], selected: boolean) => void;
  /** Removes lines (already confirmed); answers whether they went. */
  onRemove: (ids: number[]) => Promise<boolean>;
  removing: boolean;
  renderQuantity: (item: CartItem) => ReactNode;
  onCheckout: () => void;
}

/** The cart's layout, whoever keeps the lines. */
function CartView({
  tabBar,
  state,
  onRetry,
  note,
  items,
  selectedCount,
  selectedTotal,
  onSelect,
  onRemove,
  removing,
  renderQuantity,
  onCheckout,
}: CartViewProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [editingOn, setEditing] = useState(false);
  /** An empty cart has nothing to edit. */
  const editing = editingOn && items.length > 0;
  /** Lines picked for deletion in edit mode (the checkout selection stays where the lines are kept). */
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());

  const askRemove = async (ids: number[], message: string) => {
    const sure = await confirm({
      title: t('messages.tip'),
      message,
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      tone: 'danger',
    });
    if (!sure || !(await onRemove(ids))) return;
    setPicked(new Set());
    if (items.every((item) => ids.includes(item.id))) setEditing(false);
  };

  const editButton =
    items.length > 0 ? (
      <Button variant="text" size="sm" onPress={() => setEditing((on) => !on)}>
        {editing ? t('common.done') : t('common.edit')}
      </Button>
    ) : undefined;
  const topBar = <AppNavBar title={t('routes.cart')} end={editButton} />;

  if (state === 'pending') {
    return (
      // The same shapes as while the page's code loads (PageLoading): no jump between the two.
      <Page topBar={topBar} bottomBar={tabBar}>
        <CartSkeleton />
      </Page>
    );
  }

  if (state === 'error') {
    return (
      <Page topBar={topBar} bottomBar={tabBar}>
        <Empty illustration="error" description={t('messages.pageLoadFailed')} actionLabel={t('common.retry')} onAction={onRetry} />
      </Page>
    );
  }

  if (items.length === 0) {
    return (
      <Page topBar={topBar} bottomBar={tabBar}>
        <div className={styles.visitor}>
          <Empty illustration="box" description={t('kit.empty.cart')} />
          <Link to={PATHS.home} className={styles.linkButton}>
            {t('kit.empty.goShopping')}
          </Link>
        </div>
      </Page>
    );
  }

  const groups = groupByStore(items);

  /** Whether a set of lines is all on, partly on, or off (and whether there is anything to choose). */
  const stateOf = (lines: CartItem[]) => {
    const candidates = editing ? lines : lines.filter((item) => item.available);
    const on = candidates.filter((item) => (editing ? picked.has(item.id) : item.selected)).length;
    return {
      ids: candidates.map((item) => item.id),
      isSelected: candidates.length > 0 && on === candidates.length,
      isIndeterminate: on > 0 && on < candidates.length,
      isDisabled: candidates.length === 0,
    };
  };

  const choose = (ids: number[], selected: boolean) => {
    if (ids.length === 0) return;
    if (editing) {
      setPicked((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (selected) next.add(id);
          else next.delete(id);
        }
        return next;
      });
    } else {
      onSelect(ids, selected);
    }
  };

  const all = stateOf(items);
  const pickedIds = items.filter((item) => picked.has(item.id)).map((item) => item.id);

  // A landmark (a named region) of its own: select all, the total and check out (or delete).
  const actionBar = (
    <section className={styles.actionBar} aria-label={t('pages.cart.selection')}>
      <Checkbox
        className={styles.selectAll}
        isSelected={all.isSelected}
        isIndeterminate={all.isIndeterminate}
        isDisabled={all.isDisabled}
        onChange={(on) => choose(all.ids, on)}
      >
        {t('kit.choice.selectAll')}
      </Checkbox>
      {editing ? (
        <>
          <span className={styles.spacer} />
          <Button
            variant="danger"
            className={styles.barButton}
            isDisabled={pickedIds.length === 0}
            loading={removing}
            onPress={() => void askRemove(pickedIds, t('pages.cart.removeManyConfirm', { count: pickedIds.length }))}
          >
            {t('pages.cart.deleteSelected', { n: pickedIds.length })}
          </Button>
        </>
      ) : (
        <>
          <p className={styles.total} aria-live="polite" data-testid="cart-total">
            <span>{t('pages.cart.total')}</span>
            <Price amount={selectedTotal} size="md" className={styles.totalPrice} />
          </p>
          <Button className={styles.barButton} isDisabled={selectedCount === 0} onPress={onCheckout}>
            {t('pages.cart.checkout', { n: selectedCount })}
          </Button>
        </>
      )}
    </section>
  );

  return (
    <Page
      topBar={topBar}
      bottomBar={
        <>
          {actionBar}
          {tabBar}
        </>
      }
    >
      <div className={styles.content}>
        {note ? <p className={styles.visitorText}>{note}</p> : null}
        <ul className={styles.stores} aria-label={t('pages.cart.listLabel')}>
          {groups.map((group) => (
            <StoreCard
              key={group.storeId}
              group={group}
              editing={editing}
              picked={picked}
              state={stateOf(group.items)}
              onChoose={choose}
              onRemove={(item) => void askRemove([item.id], t('pages.cart.removeConfirm', { name: item.name }))}
              renderQuantity={renderQuantity}
            />
          ))}
        </ul>
      </div>
    </Page>
  );
}

