-- Customers who had a balance before the ledger get one opening entry, so the sum holds for them too
-- (before the trigger exists: the balance already counts it).
INSERT INTO wallet_entries (customer_id, amount, reason, note)
  SELECT id, wallet_value, 'opening', 'opening balance' FROM customers WHERE wallet_value <> 0;
--> statement-breakpoint
-- The wallet balance is the ledger's sum (decision 51): every entry adds its amount to
-- customers.wallet_value in the entry's own transaction, so the column cannot drift from the sum
-- and no code writes it. Entries are never updated (a correction is a new entry); they go only with
-- their customer.
CREATE FUNCTION wallet_entries_add_to_balance() RETURNS trigger AS $$
BEGIN
  UPDATE customers SET wallet_value = wallet_value + NEW.amount WHERE id = NEW.customer_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_balance AFTER INSERT ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_add_to_balance();
--> statement-breakpoint
CREATE FUNCTION wallet_entries_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'wallet entries are never changed; write a new entry';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_refuse_change();
