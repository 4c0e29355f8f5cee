-- Vendor switches (issue 23): an operator takes one vendor out of a category for a merchant (a
-- provider's outage, a licence that does not cover it) without switching the whole category off.
-- A switched-off card leaves every catalogue read and launch, as a switched-off category does.
ALTER TABLE merchant_vendor_cards ADD COLUMN switched_on boolean NOT NULL DEFAULT true;
