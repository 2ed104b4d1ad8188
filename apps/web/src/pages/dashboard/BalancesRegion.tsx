import type { DashboardSummary } from "../../api/dashboard";
import { formatMoney } from "../../format/money";
import { Region } from "./Region";

/** Each wallet's balance now, in its own currency. */
export const BalancesRegion = ({ wallets }: { wallets: DashboardSummary["wallets"] }) => (
  <Region title="Wallet balances" className="balances">
    {wallets.length === 0 ? (
      <p>No wallets yet.</p>
    ) : (
      <ul className="plain-list balances-list">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <span>{wallet.name}</span>{" "}
            <span className={wallet.balance < 0 ? "amount negative" : "amount"}>
              {formatMoney(wallet.balance, wallet.currency)}
            </span>
          </li>
        ))}
      </ul>
    )}
  </Region>
);
