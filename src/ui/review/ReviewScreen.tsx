/**
 * The after-hand review opened from the hand's result panel: a full panel over the table with the
 * review of the hand just played. Loaded lazily (App.tsx), like the review's functions in the
 * store (src/store/review.ts): none of it is start-up code.
 */
import { useState } from 'react';
import { useAppStoreApi } from '../../store';
import { closeHandReview, currentHandTarget } from '../../store';
import { Dialog } from '../Dialog';
import { useT } from '../i18n';
import { HandReview } from './HandReview';

export function ReviewScreen({ onClose }: { onClose: () => void }) {
  const t = useT();
  const store = useAppStoreApi();
  // The hand on the table when the panel opened stays under review while it is open.
  const [target] = useState(() => currentHandTarget(store.getState()));
  const close = () => {
    closeHandReview(store);
    onClose();
  };
  return (
    <Dialog title={t('result.review')} onClose={close} className="history-dialog review-dialog">
      {target === null ? (
        <p className="history-note" role="alert">
          {t('review.failed')}
        </p>
      ) : (
        <HandReview target={target} onBack={close} backLabel={t('review.backToResult')} />
      )}
    </Dialog>
  );
}
