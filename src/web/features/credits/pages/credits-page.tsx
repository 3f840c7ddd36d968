import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Page, PageHeader } from '../../../components/ui/page';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../settings';
import { showBalance, useCreditTransactions } from '../api/credits';
import { BalanceCard } from '../components/balance-card';
import { CheckoutNotice } from '../components/checkout-notice';
import { CreditHistory } from '../components/credit-history';
import { CreditPolicy } from '../components/credit-policy';
import { FeatureCosts } from '../components/feature-costs';
import { PacksSection } from '../components/packs-section';
import { UnsettledPurchases } from '../components/unsettled-purchases';
import { useCheckoutReturn } from '../components/use-checkout-return';
import { historyEntries } from '../lib/history';

/**
 * /credits (signed in): the balance with promotional credits about to expire, packs to buy
 * (Stripe Checkout), purchases waiting for (or refused by) the bank, what each AI feature costs,
 * the history and the credit rules.
 */
export function CreditsPage() {
  useDocumentTitle('Credits');
  const queryClient = useQueryClient();
  const transactions = useCreditTransactions();
  const checkout = useCheckoutReturn();

  const pages = transactions.data?.pages;
  const balance = pages?.[0]?.balance;
  const rows = useMemo(() => pages?.flatMap((page) => page.items), [pages]);
  const entries = useMemo(() => (rows ? historyEntries(rows, { formatDate }) : undefined), [rows]);
  // Worked out by the server from the whole ledger, whichever pages are loaded here.
  const expiring = pages?.[0]?.promotional ?? [];

  // The navigation's balance comes from the signed-in user, cached since sign-in: bring it up to date.
  useEffect(() => {
    if (balance === undefined) return;
    showBalance(queryClient, balance);
  }, [balance, queryClient]);

  return (
    <Page size="medium" className="space-y-6 sm:space-y-8">
      <PageHeader title="Credits" description="Your balance, credit packs and history. Credits pay for the AI tools." />

      {checkout.state ? <CheckoutNotice state={checkout.state} onRetry={checkout.retry} onDismiss={checkout.dismiss} /> : null}

      <UnsettledPurchases />

      <div className="grid gap-6 lg:grid-cols-3">
        <BalanceCard
          balance={balance}
          expiring={expiring}
          isPending={transactions.isPending}
          isError={transactions.isError && !transactions.data}
          onRetry={() => void transactions.refetch()}
        />
        <div className="lg:col-span-2">
          <PacksSection />
        </div>
        <FeatureCosts className="lg:col-start-3 lg:row-start-2" />
        <CreditHistory
          className="lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-2 lg:self-start"
          entries={entries}
          isPending={transactions.isPending}
          isError={transactions.isError}
          hasMore={transactions.hasNextPage}
          isLoadingMore={transactions.isFetchingNextPage}
          loadMoreFailed={transactions.isFetchNextPageError}
          onLoadMore={() => void transactions.fetchNextPage()}
        />
        <CreditPolicy expiring={expiring} className="lg:col-start-3 lg:row-start-3 lg:self-start" />
      </div>
    </Page>
  );
}
