import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Address } from '@shop/api/contract';
import { shortenAddress } from '@shop/domain';
import { Button, Empty, Page, Skeleton, SkeletonGroup, Tag, useConfirm } from '@shop/ui';
import { visuallyHidden } from '@shop/ui/theme';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { goBackFromAddresses, useAddressChoice } from '../../../features/address/addressChoice';
import { addressKeys, addressQueries } from '../../../features/address/api';
import { orderKeys } from '../../../features/orders/api';
import { formatAddress } from '../../../features/address/addressFormat';
import * as styles from './Address.css';

/**
 * Delivery addresses, the default first: recipient, phone and the address shortened to 15
 * characters (the whole of it for screen readers), with set-as-default, edit and delete (asks
 * first). In choose mode (`?choose=1&redirect=...`, from confirm order) pressing an address picks
 * it and goes back.
 */
export default function AddressListPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choosing = params.get('choose') === '1';
  const redirect = params.get('redirect');
  const choice = useAddressChoice();
  const addresses = useQuery(addressQueries.list(api));

  const title = choosing ? t('pages.address.chooseTitle') : t('routes.addresses');
  const topBar = <AppNavBar title={title} />;
  const addHref = choosing && redirect ? `${PATHS.addressEdit}?choose=1&redirect=${encodeURIComponent(redirect)}` : PATHS.addressEdit;

  if (addresses.isPending) {
    return (
      <Page topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.list}>
          <Skeleton shape="block" height={120} />
          <Skeleton shape="block" height={120} />
        </SkeletonGroup>
      </Page>
    );
  }

  if (addresses.isError) {
    return (
      <Page topBar={topBar}>
        <Empty
          illustration="error"
          description={t('messages.pageLoadFailed')}
          actionLabel={t('common.retry')}
          onAction={() => void addresses.refetch()}
        />
      </Page>
    );
  }

  if (addresses.data.length === 0) {
    return (
      <Page topBar={topBar}>
        <Empty
          illustration="box"
          description={t('pages.address.empty')}
          actionLabel={t('pages.address.add')}
          onAction={() => navigate(addHref)}
        />
      </Page>
    );
  }

  const choose = (address: Address) => {
    choice.offer(address.id);
    goBackFromAddresses(navigate, redirect, address.id);
  };

  return (
    <Page
      topBar={topBar}
      bottomBar={
        <div className={styles.bar}>
          <Link to={addHref} className={styles.linkButton}>
            {t('pages.address.add')}
          </Link>
        </div>
      }
    >
      <ul className={styles.list} aria-label={title}>
        {addresses.data.map((address) => (
          <AddressCard key={address.id} address={address} onChoose={choosing ? () => choose(address) : undefined} />
        ))}
      </ul>
    </Page>
  );
}

function AddressCard({ address, onChoose }: { address: Address; onChoose?: () => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const summaryId = useId();
  const full = formatAddress(address, i18n.language);

  const refreshDependents = () => void queryClient.invalidateQueries({ queryKey: orderKeys.confirms });
  // Not silent: a refusal shows the server's translated message in a toast.
  const setDefault = useMutation({
    mutationFn: () => api.request('addressSetDefault', { id: address.id }),
    onSuccess: (list) => {
      queryClient.setQueryData(addressKeys.list, list);
      refreshDependents();
      feedback.toast(t('pages.address.defaultSet'), 'success');
    },
  });
  const remove = useMutation({
    mutationFn: () => api.request('addressRemove', { id: address.id }),
    onSuccess: () => {
      queryClient.setQueryData<Address[]>(addressKeys.list, (list) => list?.filter((a) => a.id !== address.id));
      void queryClient.invalidateQueries({ queryKey: addressKeys.list });
      refreshDependents();
      feedback.toast(t('pages.address.deleted'), 'success');
    },
  });

  const askRemove = async () => {
    const sure = await confirm({
      title: t('messages.tip'),
      message: t('kit.dialog.deleteAddress'),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      tone: 'danger',
    });
    if (sure) remove.mutate();
  };

  const summary = (
    <>
      <span className={styles.who}>
        <span dir="auto">{address.recipient}</span>
        <span className={styles.phone}>{address.phone}</span>
        {address.isDefault ? (
          <Tag tone="accent" size="sm">
            {t('pages.address.default')}
          </Tag>
        ) : null}
      </span>
      <span className={styles.place}>
        {/* Shortened for the eye (spec: over 15 characters); read whole by screen readers. In its
            own direction, on the card's side: "88 Sukhumvit Road" keeps its number first in Arabic. */}
        <span aria-hidden="true" data-truncate="" dir="auto">
          {shortenAddress(full)}
        </span>
        <span className={visuallyHidden}>{full}</span>
      </span>
    </>
  );

  return (
    <li className={styles.card}>
      {onChoose ? (
        <button type="button" id={summaryId} className={styles.chooseButton} onClick={onChoose}>
          {summary}
          {/* What pressing does, for screen readers. */}
          <span className={visuallyHidden}>{t('pages.address.chooseThis')}</span>
        </button>
      ) : (
        <div id={summaryId} className={styles.summary}>
          {summary}
        </div>
      )}
      <div className={styles.actions}>
        {address.isDefault ? null : (
          <Button
            variant="text"
            size="sm"
            className={styles.actionsStart}
            aria-describedby={summaryId}
            loading={setDefault.isPending}
            onPress={() => setDefault.mutate()}
          >
            {t('pages.address.setDefault')}
          </Button>
        )}
        <Link to={`${PATHS.addressEdit}?id=${address.id}`} className={styles.textLink} aria-describedby={summaryId}>
          {t('common.edit')}
        </Link>
        <Button
          variant="text"
          size="sm"
          aria-describedby={summaryId}
          isDisabled={remove.isPending}
          onPress={() => void askRemove()}
        >
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}
