ALTER TABLE "player_contracts" ADD COLUMN "buy_out_amount" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_contracts" ADD COLUMN "buy_out_valuta_id" uuid;--> statement-breakpoint
ALTER TABLE "player_contracts" ADD CONSTRAINT "player_contracts_buy_out_valuta_id_valutas_id_fk" FOREIGN KEY ("buy_out_valuta_id") REFERENCES "valutas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_contracts" ADD CONSTRAINT "player_contracts_buy_out_amount_check" CHECK ("player_contracts"."buy_out_amount" >= 0);