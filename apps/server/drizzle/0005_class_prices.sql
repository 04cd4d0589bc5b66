ALTER TABLE "orders" ALTER COLUMN "module_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "price_amount" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_one_item" CHECK (("orders"."module_id" is null) <> ("orders"."class_id" is null));