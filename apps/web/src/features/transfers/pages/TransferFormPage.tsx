import { useTranslation } from 'react-i18next';
import { SportFormPage } from '../../../components/SportFormPage.tsx';
import { useTransfer } from '../api.ts';
import { TransferForm } from '../components/TransferForm.tsx';

/** /transfers/{tenant}/new adds a transfer, /transfers/{tenant}/{id} edits one of that sport. */
export function TransferFormPage() {
  const { t } = useTranslation();
  return (
    <SportFormPage useRecord={useTransfer} loadErrorTitle={t('transfers.form.loadError')}>
      {(transfer, tenant) => <TransferForm transfer={transfer} tenant={tenant} />}
    </SportFormPage>
  );
}
