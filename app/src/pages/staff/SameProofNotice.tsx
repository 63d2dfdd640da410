import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { tabOf } from './detailParts';
import { stateKey, viewPath } from './staffQueues';
import * as styles from './Staff.css';

type SameProof = DataOf<Endpoints['staffDepositDetail']>['sameProof'];

/**
 * A warning above a deposit whose payment proof is the same picture as other deposits' (one
 * transfer claimed twice): "This payment proof was also sent with deposit #N by X", each line
 * opening that deposit, with its state. Nothing when the proof is the deposit's own.
 */
export function SameProofNotice({ deposits }: { deposits: SameProof }) {
  const { t } = useTranslation();
  const id = useId();
  if (deposits.length === 0) return null;
  return (
    <div className={styles.conflict} role="note" aria-labelledby={id}>
      <p id={id} className={styles.conflictTitle}>
        {t('pages.staff.deposit.sameProofTitle')}
      </p>
      <ul className={styles.items}>
        {deposits.map((other) => {
          const tab = tabOf('deposit', other.status);
          return (
            <li key={other.id} className={styles.conflictText}>
              <Link to={viewPath('deposit', other.id)}>
                {t('pages.staff.deposit.sameProof', { id: other.id, name: other.username })}
              </Link>
              {tab ? ` · ${t(stateKey('deposit', tab))}` : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
