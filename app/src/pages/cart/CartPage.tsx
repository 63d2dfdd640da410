import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Cart } from '@shop/api/contract';
import {
  Button,
  Checkbox,
  Empty,
  Image,
  NumberBox,
  Page,
  Price,
  Skeleton,
  SkeletonGroup,
  Tag,
  useConfirm,
} from '@shop/ui';
import { loginPathFor } from '../../routes/guards';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../shell/AppProviders';
import { AppNavBar } from '../../shell/AppNavBar';
import { AppTabBar } from '../../shell/AppTabBar';
import { useFeedback } from '../../shell/feedback';
import { selectSignedIn, useSession } from '../../session/SessionProvider';
import { CART_COUNT_KEY, CART_KEY, groupByStore, type CartItem, type StoreGroup } from './cartData';
import * as styles from './CartPage.css';

/**
 * The cart: lines grouped per store, each with a checkbox, a quantity bounded by the stock and a
 * delete action that asks first. Store and "select all" checkboxes select every available line
 * they cover; unavailable lines are greyed, labelled and never selected. The bar above the tabs
 * shows the server's total of the selection and checks out. "Edit" turns the bar into a bulk
 * delete over lines chosen on the spot (unavailable ones included).
 */
export default function CartPage() {
  const { t } = useTranslation();
  const signedIn = useSession(selectSignedIn);
  const api = useApi();
  const count = useQuery({
    queryKey: CART_COUNT_KEY,
    queryFn: ({ signal }) => api.request('cartCount', undefined, { signal, silent: true }),
    enabled: signedIn,
  });
  const tabBar = <AppTabBar cartCount={signedIn ? (count.data?.count ?? 0) : 0} />;

  if (!signedIn) {
    return (
      <Page topBar={<AppNavBar title={t('routes.cart')} />} bottomBar={tabBar}>
        <div className={styles.visitor}>
          <Empty illustration="box" description={t('pages.cart.loginPrompt')} />
          <Link to={loginPathFor(PATHS.cart)} className={styles.linkButton}>
            {t('common.logIn')}
          </Link>
        </div>
      </Page>
    );
  }
  return <SignedInCart tabBar={tabBar} />;
}

function SignedInCart({ tabBar }: { tabBar: ReactNode }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  /** Lines picked for deletion in edit mode (the checkout selection stays on the server). */
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());

  const cart = useQuery({
    queryKey: CART_KEY,
    queryFn: ({ signal }) => api.request('cartList', undefined, { signal, silent: true }),
  });

  const settle = (next: Cart) => {
    queryClient.setQueryData(CART_KEY, next);
    void queryClient.invalidateQueries({ queryKey: CART_COUNT_KEY });
  };

  const select = useMutation({
    // Not silent: a refusal shows the server's translated message in a toast.
    mutationFn: (change: { ids: number[]; selected: boolean }) => api.request('cartSelect', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: CART_KEY });
      const before = queryClient.getQueryData<Cart>(CART_KEY);
      // The boxes follow the press at once; the total waits for the server's answer.
      queryClient.setQueryData<Cart>(CART_KEY, (data) =>
        data && {
          ...data,
          items: data.items.map((item) => (change.ids.includes(item.id) ? { ...item, selected: change.selected } : item)),
        },
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(CART_KEY, context.before);
    },
    onSuccess: settle,
  });

  const remove = useMutation({
    mutationFn: (ids: number[]) => api.request('cartRemove', { ids }),
    onSuccess: (next) => {
      settle(next);
      setPicked(new Set());
      if (next.items.length === 0) setEditing(false);
      feedback.toast(t('pages.cart.removed'), 'success');
    },
  });

  const askRemove = async (ids: number[], message: string) => {
    const sure = await confirm({
      title: t('messages.tip'),
      message,
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      tone: 'danger',
    });
    if (sure) remove.mutate(ids);
  };

  const items = cart.data?.items ?? [];
  const editButton =
    items.length > 0 ? (
      <Button variant="text" size="sm" onPress={() => setEditing((on) => !on)}>
        {editing ? t('common.done') : t('common.edit')}
      </Button>
    ) : undefined;
  const topBar = <AppNavBar title={t('routes.cart')} end={editButton} />;

  if (cart.isPending) {
    return (
      <Page topBar={topBar} bottomBar={tabBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.content}>
          <Skeleton shape="block" height={140} />
          <Skeleton shape="block" height={140} />
          <Skeleton shape="block" height={140} />
        </SkeletonGroup>
      </Page>
    );
  }

  if (cart.isError) {
    return (
      <Page topBar={topBar} bottomBar={tabBar}>
        <Empty
          illustration="error"
          description={t('messages.pageLoadFailed')}
          actionLabel={t('common.retry')}
          onAction={() => void cart.refetch()}
        />
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
  const { selectedCount, selectedTotal } = cart.data;

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
      select.mutate({ ids, selected });
    }
  };

  const all = stateOf(items);
  const pickedIds = items.filter((item) => picked.has(item.id)).map((item) => item.id);

  const actionBar = (
    <div className={styles.actionBar}>
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
            loading={remove.isPending}
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
          <Button className={styles.barButton} isDisabled={selectedCount === 0} onPress={() => navigate(PATHS.orderConfirmCart)}>
            {t('pages.cart.checkout', { n: selectedCount })}
          </Button>
        </>
      )}
    </div>
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
              onSettled={settle}
            />
          ))}
        </ul>
      </div>
    </Page>
  );
}

interface StoreCardProps {
  group: StoreGroup;
  editing: boolean;
  picked: ReadonlySet<number>;
  state: { ids: number[]; isSelected: boolean; isIndeterminate: boolean; isDisabled: boolean };
  onChoose: (ids: number[], selected: boolean) => void;
  onRemove: (item: CartItem) => void;
  onSettled: (cart: Cart) => void;
}

function StoreCard({ group, editing, picked, state, onChoose, onRemove, onSettled }: StoreCardProps) {
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
            onSettled={onSettled}
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
  onSettled: (cart: Cart) => void;
}

function CartLine({ item, editing, isPicked, onChoose, onRemove, onSettled }: CartLineProps) {
  const { t } = useTranslation();
  const api = useApi();
  const quantity = useMutation({
    mutationFn: (value: number) => api.request('cartQuantity', { id: item.id, quantity: value }),
    onSuccess: onSettled,
  });
  // While a change is on its way the box shows it; a refusal puts the server's quantity back.
  const shown = quantity.isPending ? quantity.variables : item.quantity;
  const productHref = `${PATHS.productView}?id=${item.productId}`;
  const selectable = editing || item.available;

  return (
    <li className={[styles.line, !item.available && styles.lineUnavailable].filter(Boolean).join(' ')}>
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
            <NumberBox
              label={t('pages.cart.quantityOf', { name: item.name })}
              hideLabel
              min={1}
              max={Math.max(1, item.stock)}
              value={shown}
              onChange={(value) => {
                if (Number.isFinite(value) && value >= 1 && value !== shown) quantity.mutate(Math.min(value, item.stock));
              }}
              decrementLabel={t('kit.numberBox.decrease')}
              incrementLabel={t('kit.numberBox.increase')}
            />
          ) : (
            <span className={styles.unavailableNote}>{t('pages.cart.quantity', { n: item.quantity })}</span>
          )}
        </div>
        <div className={styles.lineActions}>
          <span className={styles.unavailableNote}>
            {item.available ? t('kit.numberBox.stock', { count: item.stock }) : t('pages.cart.unavailableNote')}
          </span>
          <Button variant="text" size="sm" aria-label={t('pages.cart.removeItem', { name: item.name })} onPress={onRemove}>
            {t('common.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
