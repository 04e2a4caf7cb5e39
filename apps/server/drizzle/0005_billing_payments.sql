CREATE TABLE "invoice_counters" (
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_year_pk" PRIMARY KEY("year")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_renders" (
	"ref_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seconds" integer NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_subscriptions" ADD COLUMN "grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_subscriptions" ADD COLUMN "renewal_order_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "tax_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "credit_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "purpose" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "replaces_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "auto_renew" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "gateway" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "customer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "usage_renders" ADD CONSTRAINT "usage_renders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payment_session_id_unique" UNIQUE("payment_session_id");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_unique" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "usage" ADD CONSTRAINT "usage_user_period" UNIQUE("user_id","period_start");